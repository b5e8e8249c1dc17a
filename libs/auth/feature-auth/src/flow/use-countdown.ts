import { useEffect, useState } from 'react';

/** Counts whole seconds down once a second and stops at zero (§4: the resend timer is cleared when it ends). */
export function useCountdown(initial: number | null) {
  const [seconds, setSeconds] = useState(initial ?? 0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((current) => Math.max(0, current - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}
