import { csvField, dailyReportCsv, reportFileName } from './report-csv';
import { defaultReportRange, rangeFromSearch } from './report-range';

describe('csvField', () => {
  it.each([
    ['plain text', 'EUR', 'EUR'],
    ['a number', 1250, '1250'],
    ['a negative amount stays a number', '-22.50', '-22.50'],
    ['a comma', 'a,b', '"a,b"'],
    ['a quote', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading plus', '+1+1', "'+1+1"],
    ['a leading minus that is no number', '-1+1', "'-1+1"],
    ['a leading at sign', '@SUM(A1)', "'@SUM(A1)"],
  ])('%s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('dailyReportCsv', () => {
  it('writes a header and one CRLF line per row, even with no rows', () => {
    expect(dailyReportCsv([])).toBe(
      'day,currency,deposit_count,deposit_amount,withdrawal_count,withdrawal_amount,bet_count,stakes,wins,ggr\r\n',
    );
  });

  it('names the file after the range', () => {
    expect(reportFileName({ from: '2026-03-01', to: '2026-03-07' })).toBe('daily-report-2026-03-01-2026-03-07.csv');
  });
});

describe('the report range in the address', () => {
  const now = new Date('2026-03-05T23:30:00Z');
  it.each([
    ['nothing', '', { from: '2026-02-27', to: '2026-03-05' }],
    ['a valid range', 'from=2026-01-01&to=2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
    ['only one end', 'from=2026-01-01', { from: '2026-02-27', to: '2026-03-05' }],
    ['a reversed range', 'from=2026-01-31&to=2026-01-01', { from: '2026-02-27', to: '2026-03-05' }],
    ['too long a range', 'from=2025-01-01&to=2026-01-01', { from: '2026-02-27', to: '2026-03-05' }],
    ['not days', 'from=yesterday&to=today', { from: '2026-02-27', to: '2026-03-05' }],
  ])('%s', (_name, search, expected) => {
    expect(rangeFromSearch(new URLSearchParams(search), now)).toEqual(expected);
  });

  it('takes today as UTC has it, whatever the clock of the browser', () => {
    expect(defaultReportRange(new Date('2026-03-01T00:30:00+02:00'))).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });
});
