export interface DateFormatOptions {
  /** IANA zone such as "UTC" or "Europe/Riga"; the viewer's own zone when omitted. */
  timeZone?: string;
}

export type DateInput = Date | string | number;

// Building an Intl formatter is costly; lists render many rows, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Numbers are epoch milliseconds, as everywhere in JavaScript. */
function toValidDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsOf(input: DateInput, options: DateFormatOptions): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> | null {
  const date = toValidDate(input);
  if (!date) return null;
  // In the viewer's own zone the Date's getters say the same as Intl, without building the first
  // Intl formatter of the page (about 40 ms on a mid-range phone, in the betting board's first render).
  if (options.timeZone === undefined) {
    return {
      day: twoDigits(date.getDate()),
      month: twoDigits(date.getMonth() + 1),
      year: String(date.getFullYear()),
      hour: twoDigits(date.getHours()),
      minute: twoDigits(date.getMinutes()),
    };
  }
  const parts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of formatterFor(options.timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** dd.mm.yyyy (spec §9); an unparseable input gives an empty string. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const parts = partsOf(input, options);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : '';
}

/** h:mm on a 24-hour clock, hour without a leading zero (9:05, 14:30). */
export function formatTime(input: DateInput, options: DateFormatOptions = {}): string {
  const parts = partsOf(input, options);
  return parts ? `${Number(parts.hour)}:${parts.minute}` : '';
}

const datePattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Parses dd.mm.yyyy into local midnight of that day, or null when the text is not a real
 * calendar date (31.02.2024 is rejected rather than rolled over into March).
 */
export function parseDate(text: string): Date | null {
  const match = datePattern.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(2000, 0, 1);
  // setFullYear, because the Date constructor maps years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  const isSameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSameDay ? date : null;
}
