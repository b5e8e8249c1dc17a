import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString } from '../rules/text';

/** The longest range the daily report answers at once (a quarter): its query stays an index range scan. */
export const REPORT_MAX_DAYS = 92;

/**
 * Days the report accepts. Fixed bounds rather than "today": a report day is a UTC day, and an
 * operator east of Greenwich is already in tomorrow. They also keep year 0000 (which PostgreSQL
 * has no day for) and five-digit years out of the query.
 */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a `yyyy-mm-dd` day's UTC midnight, or NaN when it is not a real calendar day. */
export function reportDayTime(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? time : Number.NaN;
}

/** `day` moved by whole days (`2026-03-01`, -1 → `2026-02-28`). */
export function shiftReportDay(day: string, days: number): string {
  return new Date(reportDayTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `from` to `to` cover, both included. */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((reportDayTime(to) - reportDayTime(from)) / DAY_MS) + 1;
}

const isDay = (value: string) => !Number.isNaN(reportDayTime(value));
/** Both ends are days the report accepts; only then is the range itself worth a message. */
const bothDays = (input: { from: string; to: string }) =>
  [input.from, input.to].every((day) => isDay(day) && day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY);

/** One day of a report: `yyyy-mm-dd`, a real calendar day, within the bounds above. */
export const reportDayRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.check((value) => value === '' || isDay(value), messageKeys.date),
    // One message per field: a day that is not a day is not also "too late".
    v.check((value) => !isDay(value) || value >= REPORT_FIRST_DAY, encodeMessage(messageKeys.minDate, { min: REPORT_FIRST_DAY })),
    v.check((value) => !isDay(value) || value <= REPORT_LAST_DAY, encodeMessage(messageKeys.maxDate, { max: REPORT_LAST_DAY })),
  );

/**
 * `from` and `to`, both included: the report's form and, intersected with the common query, the
 * API's input. A bad range names `to`, with the site's date messages and the day that would be
 * accepted, so the form and the API both say, in the operator's language, "not earlier than
 * 2026-03-01" (`to` before `from`) or "not later than 2026-05-31" (more than {@link REPORT_MAX_DAYS} days).
 */
export const staffReportRangeSchema = v.pipe(
  v.object({ from: reportDayRule(), to: reportDayRule() }, messageKeys.required),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => !bothDays(input) || input.to >= input.from,
      (issue) => encodeMessage(messageKeys.minDate, { min: (issue.input as { from: string }).from }),
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => !bothDays(input) || reportRangeDays(input.from, input.to) <= REPORT_MAX_DAYS,
      (issue) => encodeMessage(messageKeys.maxDate, { max: shiftReportDay((issue.input as { from: string }).from, REPORT_MAX_DAYS - 1) }),
    ),
    ['to'],
  ),
);

export type StaffReportRange = v.InferOutput<typeof staffReportRangeSchema>;
