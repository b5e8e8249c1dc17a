import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Input, Spinner } from '@nfx/ui';
import { type AuditEntry, useAuditLog } from '../api/audit-log';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { filtersFromSearch, searchFromFilters } from './audit-filters';

/** The append-only audit log, newest first: who did what to which target, when and from where. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const log = useAuditLog(filters);
  usePageTitle(t('backoffice.audit.title'));

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setParams(searchFromFilters({ staff: text('staff'), action: text('action'), target: text('target'), page: 1 }));
  };
  const goToPage = (page: number) => setParams(searchFromFilters({ ...filters, page }));

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        {t('backoffice.audit.title')}
      </h1>
      {/* Keyed by the URL's filters so the fields show them again after back/forward. */}
      <form
        key={params.toString()}
        className={styles.filters}
        onSubmit={applyFilters}
        aria-label={t('backoffice.audit.filters')}
        role="search"
      >
        <Input name="staff" label={t('backoffice.audit.staff')} defaultValue={filters.staff} maxLength={254} />
        <Input
          name="action"
          label={t('backoffice.audit.action')}
          hint={t('backoffice.audit.actionHint')}
          defaultValue={filters.action}
          maxLength={64}
        />
        <Input
          name="target"
          label={t('backoffice.audit.target')}
          hint={t('backoffice.audit.targetHint')}
          defaultValue={filters.target}
          maxLength={64}
        />
        <Button type="submit">{t('backoffice.audit.apply')}</Button>
      </form>

      {log.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className={styles.muted}>{t('backoffice.audit.empty')}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={log.isFetching || undefined}>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('backoffice.audit.page', { page: filters.page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.audit.columns.at')}</th>
                <th scope="col">{t('backoffice.audit.columns.staff')}</th>
                <th scope="col">{t('backoffice.audit.columns.action')}</th>
                <th scope="col">{t('backoffice.audit.columns.target')}</th>
                <th scope="col">{t('backoffice.audit.columns.reason')}</th>
                <th scope="col">{t('backoffice.audit.columns.ip')}</th>
                <th scope="col">{t('backoffice.audit.columns.change')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} locale={i18n.language} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label={t('backoffice.audit.paging')} className={styles.rowActions}>
        <Button variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
          {t('backoffice.audit.newer')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!log.data?.has_more} onClick={() => goToPage(filters.page + 1)}>
          {t('backoffice.audit.older')}
        </Button>
      </nav>
    </section>
  );
}

function AuditRow({ entry, locale }: { entry: AuditEntry; locale: string }) {
  const { t } = useTranslation();
  const hasChange = entry.before !== null || entry.after !== null;
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td>
        <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
      </td>
      <td>
        {entry.staff_email}
        <br />
        <span className={styles.muted}>{t(`backoffice.roles.${entry.role}`, { defaultValue: entry.role })}</span>
      </td>
      <td>{entry.action}</td>
      <td>{entry.target_type ? `${entry.target_type} #${entry.target_id ?? ''}` : ''}</td>
      <td>{entry.reason ?? ''}</td>
      <td>{entry.ip ?? ''}</td>
      <td>
        {hasChange ? (
          <details>
            <summary>{t('backoffice.audit.showChange')}</summary>
            <pre className={styles.details}>
              {t('backoffice.audit.before')}: {JSON.stringify(entry.before ?? null, null, 1)}
              {'\n'}
              {t('backoffice.audit.after')}: {JSON.stringify(entry.after ?? null, null, 1)}
            </pre>
          </details>
        ) : null}
      </td>
    </tr>
  );
}
