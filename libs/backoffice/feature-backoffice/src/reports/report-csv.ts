import type { DailyReportRow } from '../api/reports';

/** The CSV's columns: the API's field names, so a script reading it and the API agree. */
export const REPORT_CSV_COLUMNS = [
  'day',
  'currency',
  'deposit_count',
  'deposit_amount',
  'withdrawal_count',
  'withdrawal_amount',
  'bet_count',
  'stakes',
  'wins',
  'ggr',
] as const satisfies readonly (keyof DailyReportRow)[];

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@` …) gets a leading apostrophe; a number
 * such as a negative GGR ("-12.50") stays a number.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (!NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report's day rows as CSV (CRLF line ends, header first). Amounts stay the API's decimal
 * strings with a point, never the locale's format, so every spreadsheet reads them as numbers.
 * No totals line: a file of like rows sums and pivots as it is, and a totals line would be counted twice.
 */
export function dailyReportCsv(rows: readonly DailyReportRow[]): string {
  const lines = [REPORT_CSV_COLUMNS.join(','), ...rows.map((row) => REPORT_CSV_COLUMNS.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function reportFileName(range: { from: string; to: string }): string {
  return `daily-report-${range.from}-${range.to}.csv`;
}

/** Saves text as a file through a Blob and a temporary link (no server round trip, nothing left in the page). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
