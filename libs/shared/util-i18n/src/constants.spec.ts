import { LOCALE_COOKIE, ONE_YEAR_SECONDS, THEME_COOKIE } from './index';

it('keeps the cookie names and one-year lifetime the shell and server agree on', () => {
  expect([LOCALE_COOKIE, THEME_COOKIE]).toEqual(['locale', 'theme']);
  expect(ONE_YEAR_SECONDS).toBe(31_536_000);
});
