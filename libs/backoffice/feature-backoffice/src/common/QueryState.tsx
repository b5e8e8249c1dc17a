import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@nfx/ui';
import { QueryError } from './QueryError';
import * as styles from './backoffice.css';

export interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** The text when the answer has nothing to show (`false` or null when it has). */
  emptyText?: (data: Data) => ReactNode;
  /** Announces the empty text, for a list that answers a search just made. */
  announceEmpty?: boolean;
  children: (data: Data) => ReactNode;
}

/** A list's three states before its rows: loading, failed with a retry, empty with its text. */
export function QueryState<Data>({ query, emptyText, announceEmpty, children }: QueryStateProps<Data>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner size="md" label={t('backoffice.common.loading')} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const empty = emptyText?.(query.data);
  if (empty)
    return (
      <p className={styles.muted} role={announceEmpty ? 'status' : undefined}>
        {empty}
      </p>
    );
  return <>{children(query.data)}</>;
}
