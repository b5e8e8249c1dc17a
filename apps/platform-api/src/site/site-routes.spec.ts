import { classifyPath, systemPageOf } from './site-routes';

describe('classifyPath', () => {
  it.each([
    ['/', 'page'],
    ['/gamehall', 'page'],
    ['/game/book-of-dead', 'page'],
    ['/cashier/deposit/visa', 'page'],
    ['/profile/bets/history', 'page'],
    ['/forms/sign_in', 'page'],
    ['/about', 'slug'],
    ['/some-campaign', 'slug'],
    ['/about/team', 'not-found'],
    ['/no/such/page', 'not-found'],
    ['/winners/extra', 'not-found'],
    ['/gamehall/slots/extra', 'not-found'],
  ] as const)('%s is a %s', (path, kind) => {
    expect(classifyPath(path)).toBe(kind);
  });
});

describe('systemPageOf', () => {
  it.each([
    ['/maintenance', 'maintenance'],
    ['/user-block', 'userBlock'],
    ['/cashier/paysuccess/123', 'paySuccess'],
    ['/cashier/paycancel', 'payCancel'],
    ['/cashier/paysuccess', null],
    ['/gamehall', null],
  ] as const)('%s shows %s', (path, page) => {
    expect(systemPageOf(path)).toBe(page);
  });
});
