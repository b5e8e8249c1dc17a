import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString } from './text';

const DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;
/** §5: a date field holds only digits and `, . ' -`. */
export const DATE_CHARACTERS = /^[\d,.'-]*$/;

/** `dd.mm.yyyy` → a UTC date, or null when the text is not a real calendar date. */
export function parseDottedDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function formatDottedDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

export interface DateRuleOptions {
  /** Earliest accepted date. */
  min?: Date;
  /** Latest accepted date (for a birth date: today minus the minimum age). */
  max?: Date | (() => Date);
}

/** Date (§5): `dd.mm.yyyy`, a four-digit year, a real calendar date, within min and max. */
export const dateRule = (options: DateRuleOptions = {}) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.regex(DATE_CHARACTERS, messageKeys.date),
    v.check((value) => parseDottedDate(value) !== null, messageKeys.date),
    v.check(
      (value) => {
        const date = parseDottedDate(value);
        return !date || !options.min || date >= options.min;
      },
      encodeMessage(messageKeys.minDate, options.min ? { min: formatDottedDate(options.min) } : {}),
    ),
    v.check(
      (value) => {
        const date = parseDottedDate(value);
        const max = typeof options.max === 'function' ? options.max() : options.max;
        return !date || !max || date <= max;
      },
      () => {
        const max = typeof options.max === 'function' ? options.max() : options.max;
        return encodeMessage(messageKeys.maxDate, max ? { max: formatDottedDate(max) } : {});
      },
    ),
  );

/** Birth dates: adults only, not before 1900. */
export const birthDateRule = (minimumAge = 18) =>
  dateRule({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear() - minimumAge, now.getUTCMonth(), now.getUTCDate()));
    },
  });

/** §5 maximum-date check: passes when empty, otherwise the date must be on or before the limit. */
export const maxDateRule = (max: Date | (() => Date)) =>
  v.pipe(
    formString(),
    v.trim(),
    v.check(
      (value) => {
        if (value === '') return true;
        const date = parseDottedDate(value);
        const limit = typeof max === 'function' ? max() : max;
        return date !== null && date <= limit;
      },
      () => encodeMessage(messageKeys.maxDate, { max: formatDottedDate(typeof max === 'function' ? max() : max) }),
    ),
  );
