import type { ReactNode } from 'react';
import { panel, heading } from '@nfx/ui';

/** Nothing to show, said in words rather than an empty box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={panel({ padding: 'md' })} data-testid="cashier-empty">
      <p className={heading()}>{title}</p>
      {children}
    </div>
  );
}
