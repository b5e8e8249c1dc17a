import type { ReactNode } from 'react';
import * as styles from './backoffice.css';

export interface DataTableProps {
  /** The column headings in order; `false` leaves out a column the current view has not got. */
  columns: readonly (string | false)[];
  /** The rows, `<tr>` elements. */
  children: ReactNode;
  caption?: ReactNode;
  /** The caption's look; muted text unless the page already says it (then visually hidden). */
  captionClassName?: string;
  /** True while a newer version of the rows is on its way. */
  busy?: boolean;
  testId?: string;
}

/** The back office's list table: scrolls in its own box on a narrow screen, headings scoped to their columns. */
export function DataTable({ columns, children, caption, captionClassName = styles.muted, busy, testId }: DataTableProps) {
  return (
    <div className={styles.tableWrap} aria-busy={busy || undefined}>
      <table className={styles.table} data-testid={testId}>
        {caption === undefined ? null : <caption className={captionClassName}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((heading) =>
              heading === false ? null : (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
