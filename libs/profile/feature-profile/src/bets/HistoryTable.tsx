import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@nfx/format';
import { Skeleton, alert, muted } from '@nfx/ui';
import { useErrorText } from '../common/error-text';
import * as styles from '../common/profile.css';
import { HistoryFilter, type HistoryFilterProps } from './HistoryFilter';
import { Paging } from './Paging';

export const HISTORY_PAGE_SIZE = 10;

interface HistoryPage<Item> {
  items: Item[];
  total: number;
}

interface HistoryTableProps<Item, Value extends string> {
  /** The list's one filter, drawn above it whatever state the list is in. */
  filter: Omit<HistoryFilterProps<Value>, 'onChange'>;
  history: { data?: HistoryPage<Item>; error: unknown; isFetching: boolean };
  page: number;
  /** Another filter value starts again at the first page; another page keeps the filter. */
  onChange: (next: { value: Value | undefined; page: number }) => void;
  /** The empty list's text: with no filter, and with one. */
  emptyText: { all: string; filtered: string };
  caption: (pages: number) => string;
  /** When the entry happened: the first two columns, date dd.mm.yyyy and time h:mm. */
  when: (item: Item) => string;
  /** The columns after the date and the time. */
  headings: string[];
  itemKey: (item: Item) => string | number;
  /** One row's cells after the date and the time, in the order of `headings`. */
  cells: (item: Item) => ReactNode[];
}

/**
 * A paged history list of the bets pages: its error, a skeleton while the first page loads, the
 * empty text, then the table with its caption and paging. Casino rounds and sports bets differ
 * only in their filter, columns and texts.
 */
export function HistoryTable<Item, Value extends string>({
  filter,
  history,
  page,
  onChange,
  emptyText,
  caption,
  when,
  headings: ownHeadings,
  itemKey,
  cells,
}: HistoryTableProps<Item, Value>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const headings = [t('profile.betHistory.date'), t('profile.betHistory.time'), ...ownHeadings];
  const rowCells = (item: Item): ReactNode[] => [formatDate(when(item)), formatTime(when(item)), ...cells(item)];

  return (
    <>
      <div className={styles.row}>
        <HistoryFilter {...filter} onChange={(value) => onChange({ value, page: 1 })} />
      </div>
      {history.error ? (
        <p role="alert" className={alert({ look: 'soft' })}>
          {errorText(history.error)}
        </p>
      ) : !history.data ? (
        <div aria-busy="true" data-testid="profile-loading">
          <Skeleton shape="block" height="14rem" />
        </div>
      ) : history.data.items.length === 0 ? (
        <p>{filter.value ? emptyText.filtered : emptyText.all}</p>
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
                  {rowCells(item).map((cell, index) => (
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
      <Paging page={page} pages={pages} onPage={(next) => onChange({ value: filter.value, page: next })} />
    </>
  );
}
