import { type FieldDescription } from './field-ids';
import * as styles from './field.css';

/**
 * Hint and error below a control. The error element is always rendered, empty when
 * valid, because screen readers only announce changes to a live region that
 * already existed before the text arrived.
 */
export function FieldMessages({ hint, hintId, error, errorId }: FieldDescription) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </>
  );
}
