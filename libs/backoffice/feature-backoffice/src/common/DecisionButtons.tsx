import { Button } from '@nfx/ui';
import * as styles from './backoffice.css';

export interface Decision {
  label: string;
  /** The label with what it decides on, for a screen reader reading the button alone. */
  ariaLabel: string;
  onClick: () => void;
}

/**
 * A waiting item's two decisions side by side: the one made at once (busy while it is sent) and
 * the one that opens a dialog for its reason first.
 */
export function DecisionButtons({ accept, refuse, busy }: { accept: Decision; refuse: Decision; busy: boolean }) {
  return (
    <div className={styles.rowActions}>
      <Button size="sm" aria-label={accept.ariaLabel} loading={busy} onClick={accept.onClick}>
        {accept.label}
      </Button>
      <Button size="sm" variant="secondary" aria-label={refuse.ariaLabel} onClick={refuse.onClick}>
        {refuse.label}
      </Button>
    </div>
  );
}
