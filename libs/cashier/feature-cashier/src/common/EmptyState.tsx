import type { ReactNode } from 'react';
import * as styles from './cashier.css';
import { panel } from '@nfx/ui';

/** Nothing to show, said in words rather than an empty box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={panel({ padding: 'md' })} data-testid="cashier-empty">
      <p className={styles.heading}>{title}</p>
      {children}
    </div>
  );
}
