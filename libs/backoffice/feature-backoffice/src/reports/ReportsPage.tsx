import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Spinner } from '@nfx/ui';
import { REPORT_MAX_DAYS, type StaffReportRange, staffReportRangeSchema } from '@nfx/validation';
import { type DailyReport, type DailyReportTotals, useDailyReport } from '../api/reports';
import { useFieldErrorText } from '../common/error-text';
import { formatAmount, formatCount, formatDay } from '../common/format';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { dailyReportCsv, downloadText, reportFileName } from './report-csv';
import { rangeFromSearch } from './report-range';
import * as reportStyles from './reports.css';

/** Deposits, paid withdrawals, bets, wins and GGR per UTC day and currency, with totals and a CSV. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(params), [params]);
  const report = useDailyReport(range);
  const [saved, setSaved] = useState('');
  usePageTitle(t('backoffice-reports.title'));
  const day = (value: string) => formatDay(value, i18n.language);

  const download = (data: DailyReport) => {
    const fileName = reportFileName(data);
    downloadText(fileName, dailyReportCsv(data.days));
    setSaved(t('backoffice-reports.downloaded', { file: fileName }));
  };

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className={styles.title}>
        {t('backoffice-reports.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-reports.lead')}</p>
      {/* Keyed by the URL's range so the fields show it again after back/forward. */}
      <RangeForm
        key={`${range.from}/${range.to}`}
        range={range}
        onApply={(next) => {
          setSaved('');
          setParams(new URLSearchParams({ from: next.from, to: next.to }));
        }}
      />

      <div role="status" aria-live="polite">
        {report.data && !report.isPlaceholderData ? (
          <p className={styles.muted}>
            {t('backoffice-reports.loaded', { from: day(report.data.from), to: day(report.data.to), count: report.data.days.length })}
          </p>
        ) : null}
        {saved ? <p className={styles.notice}>{saved}</p> : null}
      </div>

      {report.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.days.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-reports.empty')}</p>
      ) : (
        <>
          <div className={reportStyles.toolbar}>
            <Button variant="secondary" size="sm" onClick={() => download(report.data)}>
              {t('backoffice-reports.download')}
            </Button>
          </div>
          <ReportTable report={report.data} busy={report.isFetching} />
        </>
      )}
    </section>
  );
}

function RangeForm({ range, onApply }: { range: StaffReportRange; onApply: (range: StaffReportRange) => void }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffReportRange>({ resolver: valibotResolver(staffReportRangeSchema), defaultValues: range });
  return (
    <form className={reportStyles.rangeForm} onSubmit={handleSubmit(onApply)} aria-label={t('backoffice-reports.range')} noValidate>
      <Input type="date" label={t('backoffice-reports.from')} error={fieldErrorText(errors.from?.message)} {...register('from')} />
      <Input
        type="date"
        label={t('backoffice-reports.to')}
        hint={t('backoffice-reports.rangeHint', { max: REPORT_MAX_DAYS })}
        error={fieldErrorText(errors.to?.message)}
        {...register('to')}
      />
      <Button type="submit">{t('backoffice-reports.show')}</Button>
    </form>
  );
}

const FIGURE_COLUMNS = [
  'depositCount',
  'depositAmount',
  'withdrawalCount',
  'withdrawalAmount',
  'betCount',
  'stakes',
  'wins',
  'ggr',
] as const;

/** A row's figures in column order, counts grouped and amounts in their currency as the operator's locale writes them. */
function figuresOf(row: DailyReportTotals, locale: string): string[] {
  const money = (amount: string) => formatAmount(amount, row.currency, locale);
  return [
    formatCount(row.deposit_count, locale),
    money(row.deposit_amount),
    formatCount(row.withdrawal_count, locale),
    money(row.withdrawal_amount),
    formatCount(row.bet_count, locale),
    money(row.stakes),
    money(row.wins),
    money(row.ggr),
  ];
}

function ReportTable({ report, busy }: { report: DailyReport; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <div className={styles.tableWrap} aria-busy={busy || undefined}>
      <table className={styles.table}>
        <caption className={styles.muted}>
          {t('backoffice-reports.caption', { from: formatDay(report.from, locale), to: formatDay(report.to, locale) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice-reports.columns.day')}</th>
            <th scope="col">{t('backoffice-reports.columns.currency')}</th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={reportStyles.figure}>
                {t(`backoffice-reports.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.days.map((row) => (
            <tr key={`${row.day}/${row.currency}`} data-testid="report-row">
              <th scope="row">
                <time dateTime={row.day}>{formatDay(row.day, locale)}</time>
              </th>
              <td>{row.currency}</td>
              {figuresOf(row, locale).map((text, index) => (
                <td key={FIGURE_COLUMNS[index]} className={reportStyles.figure}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {/* One totals row per currency: amounts in different currencies are never added together. */}
          {report.totals.map((row) => (
            <tr key={row.currency} className={reportStyles.totalsRow} data-testid="report-total">
              <th scope="row">{t('backoffice-reports.total')}</th>
              <td>{row.currency}</td>
              {figuresOf(row, locale).map((text, index) => (
                <td key={FIGURE_COLUMNS[index]} className={reportStyles.figure}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
