import { classifyPath } from './site-routes';

describe('classifyPath', () => {
  it.each([
    ['/', 'page'],
    ['/gamehall', 'page'],
    ['/gamehall/slots', 'page'],
    ['/game/book-of-dead', 'page'],
    ['/cashier/deposit/visa', 'page'],
    ['/profile/bets/history', 'page'],
    ['/forms/sign_in', 'page'],
    ['/about', 'slug'],
    ['/some-campaign', 'slug'],
    ['/about/team', 'not-found'],
    ['/no/such/page', 'not-found'],
    ['/winners/extra', 'not-found'],
  ] as const)('%s is a %s', (path, kind) => {
    expect(classifyPath(path)).toBe(kind);
  });
});
