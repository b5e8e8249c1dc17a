import { useCallback, useState } from 'react';

/** What a staff action did, in the operator's words. */
export interface Outcome {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * The last action's outcome, and `run`: clears it, runs the action, then says what it did (a
 * text, or one drawn from the answer) or why it was refused (`errorText`, usually the section's).
 * `Extra` adds optional facts a page shows with it (a conflict's way out, a link on).
 */
export function useOutcome<Extra extends object = object>(errorText: (error: unknown) => string) {
  const [outcome, setOutcome] = useState<(Outcome & Partial<Extra>) | null>(null);
  const run = useCallback(
    async <Result>(action: () => Promise<Result>, done: string | ((result: Result) => string)): Promise<void> => {
      setOutcome(null);
      try {
        const result = await action();
        setOutcome({ tone: 'ok', text: typeof done === 'string' ? done : done(result) } as Outcome & Partial<Extra>);
      } catch (error) {
        setOutcome({ tone: 'error', text: errorText(error) } as Outcome & Partial<Extra>);
      }
    },
    [errorText],
  );
  return { outcome, setOutcome, run };
}
