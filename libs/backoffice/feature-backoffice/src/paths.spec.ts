import { backofficePaths, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/withdrawals?view=processing', '/withdrawals?view=processing'],
    ['/audit', '/audit'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/sign-in?next=/audit', '/'],
    ['/enrol?token=x', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('backofficePaths', () => {
  it('builds the sign-in address with where to return', () => {
    expect(backofficePaths.signIn('/audit')).toBe('/sign-in?next=%2Faudit');
    expect(backofficePaths.signIn('/')).toBe('/sign-in');
    expect(backofficePaths.withdrawals('decided')).toBe('/withdrawals?view=decided');
    expect(backofficePaths.withdrawals('pending')).toBe('/withdrawals');
  });
});
