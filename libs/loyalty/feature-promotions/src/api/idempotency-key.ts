import { useCallback, useRef } from 'react';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The Idempotency-Key of taking an offer: a second press or a retry after a lost answer sends the same
 * key, so the offer is taken once; the next one after a success gets a new key.
 */
export function useIdempotencyKey(): { keyFor: (request: unknown) => string; settle: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
