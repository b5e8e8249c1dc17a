import type { ReactNode } from 'react';
import * as styles from './SystemPage.css';

/** Header, description and an optional action: the common frame of the system pages of §2. */
export function SystemPage({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="system-page-title">
      <h1 id="system-page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      {action}
    </section>
  );
}
