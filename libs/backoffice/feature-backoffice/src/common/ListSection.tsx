import type { ReactNode } from 'react';
import * as styles from './backoffice.css';

export interface ListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The text when there is nothing to list; `false` when there is. */
  emptyText: string | false;
  children: ReactNode;
}

/** A titled part of a page with one list in it, or the text that says it is empty. */
export function ListSection({ id, title, emptyText, children }: ListSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {emptyText ? <p className={styles.muted}>{emptyText}</p> : children}
    </section>
  );
}
