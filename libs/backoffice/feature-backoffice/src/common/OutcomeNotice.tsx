import type { ReactNode } from 'react';
import type { Outcome } from './use-outcome';
import * as styles from './backoffice.css';

export interface OutcomeNoticeProps {
  outcome: Outcome | null;
  /** Marks the error paragraph for tests that look for it. */
  errorTestId?: string;
  /** Read after a success (a link on to the next step). */
  okAction?: ReactNode;
  /** Offered under an error (a way out of it, such as loading a colleague's newer version). */
  errorAction?: ReactNode;
}

/**
 * What the last action did: a success is announced politely, a refusal as an alert. The live
 * region is always there, so a screen reader hears a success that replaces an earlier one.
 */
export function OutcomeNotice({ outcome, errorTestId, okAction, errorAction }: OutcomeNoticeProps) {
  return (
    <>
      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? (
          <p className={styles.notice}>
            {outcome.text}
            {okAction ? <> {okAction}</> : null}
          </p>
        ) : null}
      </div>
      {outcome?.tone !== 'error' ? null : errorAction ? (
        <div role="alert" className={styles.alert} data-testid={errorTestId}>
          <p>{outcome.text}</p>
          {errorAction}
        </div>
      ) : (
        <p role="alert" className={styles.alert} data-testid={errorTestId}>
          {outcome.text}
        </p>
      )}
    </>
  );
}
