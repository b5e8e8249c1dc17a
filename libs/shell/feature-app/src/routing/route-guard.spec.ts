import { decideGuard, homeWithRedirect, isGuardedPath, isRealGamePath, type GuardInput } from './route-guard';

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  pathWithoutLocale: '/',
  fullPath: '/',
  hash: '',
  isAuthenticated: false,
  isSessionLoading: false,
  ...overrides,
});

describe('isGuardedPath', () => {
  it.each([
    ['/profile', true],
    ['/profile/settings', true],
    ['/profile/bets/history', true],
    ['/cashier', true],
    ['/cashier/deposit/visa', true],
    ['/responsible-game', true],
    ['/bets/123', true],
    ['/bets', false],
    ['/profile-tips', false],
    ['/cashier-guide', false],
    ['/', false],
    ['/gamehall', false],
    ['/promotions/best-bets', false],
    ['/game/book-of-ra', false],
  ])('%s → %s', (path, expected) => {
    expect(isGuardedPath(path)).toBe(expected);
  });
});

describe('isRealGamePath', () => {
  it.each([
    ['/game/book-of-ra', '#real', true],
    ['/game/book-of-ra', '', false],
    ['/game/book-of-ra', '#demo', false],
    ['/game', '#real', false],
    ['/gamehall/slots', '#real', false],
  ])('%s %s → %s', (path, hash, expected) => {
    expect(isRealGamePath(path, hash)).toBe(expected);
  });
});

describe('decideGuard', () => {
  it('sends an anonymous visitor on a guarded path home with the full path as redirectUrl', () => {
    const fullPath = '/de/profile/settings?tab=1#top';
    expect(decideGuard(input({ pathWithoutLocale: '/profile/settings', fullPath }))).toEqual({ type: 'signIn', redirectUrl: fullPath });
  });

  it('lets a signed-in player through', () => {
    expect(decideGuard(input({ pathWithoutLocale: '/cashier/deposit', isAuthenticated: true }))).toEqual({ type: 'allow' });
  });

  it('waits on a guarded path until the session is known', () => {
    expect(decideGuard(input({ pathWithoutLocale: '/cashier/deposit', isSessionLoading: true }))).toEqual({ type: 'wait' });
  });

  it('never waits or redirects on a public page', () => {
    expect(decideGuard(input({ pathWithoutLocale: '/gamehall', isSessionLoading: true }))).toEqual({ type: 'allow' });
    expect(decideGuard(input({ pathWithoutLocale: '/profile-tips' }))).toEqual({ type: 'allow' });
  });

  it('opens registration for an anonymous visitor on a real-money game', () => {
    expect(decideGuard(input({ pathWithoutLocale: '/game/book-of-ra', hash: '#real' }))).toEqual({ type: 'register' });
    expect(decideGuard(input({ pathWithoutLocale: '/game/book-of-ra', hash: '#real', isAuthenticated: true }))).toEqual({ type: 'allow' });
  });
});

describe('homeWithRedirect', () => {
  it('encodes the whole path, query and hash into one parameter', () => {
    const url = homeWithRedirect('/de', '/de/profile/settings?a=1&b=2#x');
    expect(url).toBe('/de?redirectUrl=%2Fde%2Fprofile%2Fsettings%3Fa%3D1%26b%3D2%23x');
    expect(new URLSearchParams(url.split('?')[1]).get('redirectUrl')).toBe('/de/profile/settings?a=1&b=2#x');
  });
});
