import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';
import type { StaffReportRange } from '@nfx/validation';
import { staffKeys } from './staff-keys';

export type DailyReport = ApiPayload<'staff.dailyReport'>;
export type DailyReportRow = DailyReport['days'][number];
export type DailyReportTotals = DailyReport['totals'][number];

/** GET staff/dailyReport (from, to): the ledger's figures per UTC day and currency, with each currency's totals. */
export function fetchDailyReport(range: StaffReportRange, signal?: AbortSignal): Promise<DailyReport> {
  return getApiClient().query('staff.dailyReport', { from: range.from, to: range.to }, { signal });
}

export function dailyReportQueryOptions(range: StaffReportRange) {
  return queryOptions({
    queryKey: [...staffKeys.dailyReport, range.from, range.to] as const,
    queryFn: ({ signal }) => fetchDailyReport(range, signal),
    // Another range keeps the last table in place (marked busy) instead of flashing a spinner.
    placeholderData: keepPreviousData,
    // Past days never change; today's figures move, so a minute-old answer is fine to show again.
    staleTime: 60_000,
  });
}

export function useDailyReport(range: StaffReportRange) {
  return useQuery(dailyReportQueryOptions(range));
}
