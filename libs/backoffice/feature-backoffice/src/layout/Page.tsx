import type { ReactNode } from 'react';
import * as styles from '../common/backoffice.css';
import { usePageTitle } from './page-title';

export interface PageProps {
  /** The heading's id, which names the page's region. */
  id: string;
  /** The heading; it names the browser tab too. */
  title: string;
  /** What the page is for, read under the heading. */
  lead?: string;
  children: ReactNode;
}

/** A back-office page: a region named by its heading, which also names the tab, and its lead. */
export function Page({ id, title, lead, children }: PageProps) {
  usePageTitle(title);
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {children}
    </section>
  );
}
