import type { ReactNode } from 'react';
import { Skeleton, alert, muted } from '@nfx/ui';
import { useErrorText } from '../common/error-text';
import * as styles from '../common/profile.css';
import { Paging } from './Paging';

export const HISTORY_PAGE_SIZE = 10;

interface HistoryPage<Item> {
  items: Item[];
  total: number;
}

interface HistoryTableProps<Item> {
  /** The list's filter, drawn above it whatever state the list is in. */
  filter: ReactNode;
  history: { data?: HistoryPage<Item>; error: unknown; isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  caption: (pages: number) => string;
  headings: string[];
  itemKey: (item: Item) => string | number;
  /** One row's cells, in the order of `headings`. */
  cells: (item: Item) => ReactNode[];
}

/**
 * A paged history list of the bets pages: its error, a skeleton while the first page loads, the
 * empty text, then the table with its caption and paging. Casino rounds and sports bets differ
 * only in their filter, columns and texts.
 */
export function HistoryTable<Item>({
  filter,
  history,
  page,
  onPage,
  emptyText,
  caption,
  headings,
  itemKey,
  cells,
}: HistoryTableProps<Item>) {
  const errorText = useErrorText();
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <>
      <div className={styles.row}>{filter}</div>
      {history.error ? (
        <p role="alert" className={alert({ look: 'soft' })}>
          {errorText(history.error)}
        </p>
      ) : !history.data ? (
        <div aria-busy="true" data-testid="profile-loading">
          <Skeleton shape="block" height="14rem" />
        </div>
      ) : history.data.items.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={history.isFetching}>
          <table className={styles.table}>
            <caption className={muted({ size: 'inherit' })}>{caption(pages)}</caption>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} className={styles.cell} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((item) => (
                <tr key={itemKey(item)}>
                  {cells(item).map((cell, index) => (
                    <td key={headings[index]} className={styles.cell}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Paging page={page} pages={pages} onPage={onPage} />
    </>
  );
}
