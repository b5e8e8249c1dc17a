import type { ReactNode } from 'react';
import { useId } from 'react';
import { Spinner } from '@nfx/ui';
import * as styles from './outcome.css';

export type OutcomeIcon = 'success' | 'fail' | 'cancel' | 'info' | 'loader';

const glyphs = { success: '✓', fail: '✕', cancel: '!', info: 'i' } as const;

/** The frame of a payment outcome: icon (a loader while pending), title, a live description and the actions. */
export function OutcomeFrame({
  icon,
  title,
  description,
  page,
  children,
}: {
  icon: OutcomeIcon;
  title: string;
  description: ReactNode;
  page: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId} data-page={`cashier-${page}`} data-outcome={icon}>
      {icon === 'loader' ? (
        <Spinner size="lg" />
      ) : (
        <span className={styles.icon[icon]} aria-hidden="true">
          {glyphs[icon]}
        </span>
      )}
      <h1 id={titleId}>{title}</h1>
      <div role="status" aria-live="polite" data-testid="outcome-status">
        {description}
      </div>
      {children}
    </section>
  );
}
