import * as v from 'valibot';
import { shiftReportDay, type StaffReportRange, staffReportRangeSchema } from '@nfx/validation';

/** The last seven UTC days, today included: the report's days are UTC days, so "today" is UTC's too. */
export function defaultReportRange(now: Date = new Date()): StaffReportRange {
  const to = now.toISOString().slice(0, 10);
  return { from: shiftReportDay(to, -6), to };
}

/**
 * The range lives in the URL (`?from=&to=`): a report can be bookmarked and sent to a colleague.
 * A range the API would refuse (typed into the address bar) falls back to the default.
 */
export function rangeFromSearch(params: URLSearchParams, now: Date = new Date()): StaffReportRange {
  const parsed = v.safeParse(staffReportRangeSchema, { from: params.get('from') ?? '', to: params.get('to') ?? '' });
  return parsed.success ? parsed.output : defaultReportRange(now);
}
