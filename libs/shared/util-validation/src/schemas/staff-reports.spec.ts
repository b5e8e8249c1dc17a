import * as v from 'valibot';
import { reportRangeDays, shiftReportDay, staffReportRangeSchema } from './staff-reports';

const errorsOf = (input: unknown) => {
  const result = v.safeParse(staffReportRangeSchema, input);
  return result.success ? 'ok' : v.flatten<typeof staffReportRangeSchema>(result.issues).nested;
};

describe('the daily report range', () => {
  it.each([
    ['one day', { from: '2026-03-01', to: '2026-03-01' }, 'ok'],
    ['92 days, both ends included', { from: '2026-01-01', to: '2026-04-02' }, 'ok'],
    ['spaces around the days', { from: ' 2026-03-01 ', to: '2026-03-07 ' }, 'ok'],
    ['93 days', { from: '2026-01-01', to: '2026-04-03' }, { to: ['validation.maxDate?max=2026-04-02'] }],
    ['`to` before `from`', { from: '2026-03-07', to: '2026-03-01' }, { to: ['validation.minDate?min=2026-03-07'] }],
    ['no days', {}, { from: ['validation.required'], to: ['validation.required'] }],
    ['empty days', { from: '', to: ' ' }, { from: ['validation.required'], to: ['validation.required'] }],
    ['not calendar days', { from: '2026-02-30', to: '2026-13-01' }, { from: ['validation.date'], to: ['validation.date'] }],
    ['another format', { from: '01.03.2026', to: '2026-3-7' }, { from: ['validation.date'], to: ['validation.date'] }],
    ['a year PostgreSQL has no day for', { from: '0000-01-01', to: '2026-03-01' }, { from: ['validation.minDate?min=2000-01-01'] }],
    ['after the last day', { from: '2026-03-01', to: '2100-01-01' }, { to: ['validation.maxDate?max=2099-12-31'] }],
    ['not text', { from: ['2026-03-01'], to: 20260301 }, { from: ['validation.type'], to: ['validation.type'] }],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('counts days across a leap day and a month end', () => {
    expect(reportRangeDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(shiftReportDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftReportDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
