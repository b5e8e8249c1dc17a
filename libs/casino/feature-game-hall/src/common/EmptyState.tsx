import type { ReactNode } from 'react';
import { statePanel } from './state-panel';
import * as styles from './states.css';

/** Nothing to show for what was asked, said in words rather than an empty box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={statePanel} data-testid="casino-empty">
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
