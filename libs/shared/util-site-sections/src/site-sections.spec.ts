import { remoteMountForPath } from './site-sections';

describe('remoteMountForPath', () => {
  it.each([
    ['/', { remote: 'casino', expose: './HomeGameRows' }],
    ['', { remote: 'casino', expose: './HomeGameRows' }],
    ['/gamehall', { remote: 'casino', expose: './routes' }],
    ['/tournaments/7/gamehall', { remote: 'casino', expose: './routes' }],
    ['/cashier/deposit', { remote: 'cashier', expose: './routes' }],
    ['/profile', { remote: 'profile', expose: './routes' }],
    ['/loyalty/shop', { remote: 'loyalty', expose: './routes' }],
    ['/reset-password', { remote: 'auth', expose: './routes' }],
  ])('%s is rendered by %o', (path, expected) => {
    expect(remoteMountForPath(path)).toEqual(expected);
  });

  it.each(['/about-us', '/maintenance', '/gamehallx', '/forms/sign_in'])('%s has no remote page', (path) => {
    expect(remoteMountForPath(path)).toBeNull();
  });
});
