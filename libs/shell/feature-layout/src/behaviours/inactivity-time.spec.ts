import { inactivitySeconds, isCashierPath } from './inactivity-time';

describe('isCashierPath', () => {
  it.each([
    ['/cashier/deposit', 'en', true],
    ['/cashier', 'en', true],
    ['/ru/cashier/history', 'ru', true],
    ['/pt-br/cashier/wallet', 'pt-BR', true],
    ['/ru/cashier/history', 'en', false],
    ['/gamehall', 'en', false],
    ['/profile/cashier', 'en', false],
    ['/', 'en', false],
  ])('%p in %p is %p', (pathname, locale, expected) => {
    expect(isCashierPath(pathname, locale)).toBe(expected);
  });
});

describe('inactivitySeconds', () => {
  it.each([
    ['nothing known', undefined, true, 0],
    ['neither set', { time_to_force_logout: 0, user_inactivity_cashier_time: 0 }, true, 0],
    ['the site-wide time anywhere', { time_to_force_logout: 1800, user_inactivity_cashier_time: 0 }, false, 1800],
    ['the site-wide time in the cashier when it has none', { time_to_force_logout: 1800 }, true, 1800],
    ['the cashier time in the cashier', { time_to_force_logout: 0, user_inactivity_cashier_time: 300 }, true, 300],
    ['not the cashier time elsewhere', { time_to_force_logout: 0, user_inactivity_cashier_time: 300 }, false, 0],
    ['the shorter of both in the cashier', { time_to_force_logout: 1800, user_inactivity_cashier_time: 300 }, true, 300],
    ['never a longer cashier time', { time_to_force_logout: 120, user_inactivity_cashier_time: 300 }, true, 120],
    ['no negative time', { time_to_force_logout: -5, user_inactivity_cashier_time: -1 }, true, 0],
  ])('%s', (_case, info, onCashierPage, expected) => {
    expect(inactivitySeconds(info, onCashierPage)).toBe(expected);
  });
});
