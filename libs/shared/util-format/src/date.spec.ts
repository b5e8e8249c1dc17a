import { formatDate, formatTime, parseDate } from './index';

const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it.each([
    [new Date(Date.UTC(2024, 2, 5, 14, 30)), '05.03.2024'],
    ['2024-12-31T23:59:59Z', '31.12.2024'],
    [Date.UTC(1999, 0, 1), '01.01.1999'],
    ['not a date', ''],
    [Number.NaN, ''],
  ])('%p → %p', (input, expected) => {
    expect(formatDate(input, utc)).toBe(expected);
  });

  it('formats in the given time zone', () => {
    const lateEvening = '2024-03-05T23:30:00Z';
    expect(formatDate(lateEvening, { timeZone: 'UTC' })).toBe('05.03.2024');
    expect(formatDate(lateEvening, { timeZone: 'Europe/Riga' })).toBe('06.03.2024');
  });

  it('uses the viewer time zone by default', () => {
    const localNoon = new Date(2024, 5, 15, 12, 0);
    expect(formatDate(localNoon)).toBe('15.06.2024');
  });
});

describe('formatTime', () => {
  it.each([
    ['2024-03-05T09:05:00Z', '9:05'],
    ['2024-03-05T14:30:00Z', '14:30'],
    ['2024-03-05T00:07:00Z', '0:07'],
    ['2024-03-05T23:59:59Z', '23:59'],
    ['garbage', ''],
  ])('%s → %p', (input, expected) => {
    expect(formatTime(input, utc)).toBe(expected);
  });

  it('uses the viewer time zone by default', () => {
    expect(formatTime(new Date(2024, 5, 15, 8, 4))).toBe('8:04');
  });
});

describe('in the viewer time zone', () => {
  // The default path reads the Date's own getters; it must agree with the Intl formatter that a
  // named zone uses, naming the viewer's own zone, across a year of hours (both clock changes
  // included) and odd minutes.
  const own = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

  it('says what Intl says for every hour of a year', () => {
    const start = Date.UTC(2024, 0, 1, 0, 7);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const date = new Date(start + hour * 3_600_000 + (hour % 60) * 60_000);
      expect(`${formatDate(date)} ${formatTime(date)}`).toBe(`${formatDate(date, own)} ${formatTime(date, own)}`);
    }
  });
});

describe('parseDate', () => {
  it.each([
    ['05.03.2024', [2024, 2, 5]],
    ['29.02.2024', [2024, 1, 29]],
    ['31.12.1999', [1999, 11, 31]],
    [' 01.01.0050 ', [50, 0, 1]],
  ] as const)('%p is a real date', (text, [year, month, day]) => {
    const date = parseDate(text);
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([year, month, day]);
    expect([date?.getHours(), date?.getMinutes()]).toEqual([0, 0]);
  });

  it.each(['29.02.2023', '31.04.2024', '00.01.2024', '01.13.2024', '1.1.2024', '2024-03-05', '05/03/2024', '', 'ab.cd.efgh'])(
    '%p is rejected',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it('round-trips with formatDate', () => {
    const date = parseDate('17.08.2021');
    expect(date && formatDate(date)).toBe('17.08.2021');
  });
});
