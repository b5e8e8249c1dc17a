import { gameFrameUrl, gameModeOf, isBalanceEmpty } from './game-mode';

describe('gameModeOf', () => {
  it.each([
    ['', true, true, 'play'],
    ['', false, true, 'demo'],
    ['', false, false, 'play'],
    ['#real', false, true, 'play'],
    ['#demo', true, true, 'demo'],
    ['#demo', true, false, 'play'],
    ['#other', false, true, 'demo'],
  ] as const)('hash %j, signed in %s, demo %s → %s', (hash, signedIn, hasDemo, mode) => {
    expect(gameModeOf(hash, signedIn, hasDemo)).toBe(mode);
  });

  it('builds the platform frame address', () => {
    expect(gameFrameUrl({ sysname: 'book of ra' }, 'demo')).toBe('/platform/game/book%20of%20ra/demo');
    expect(gameFrameUrl({ sysname: 'book-of-ra', custom_id: null }, 'play')).toBe('/platform/game/book-of-ra/play');
    expect(gameFrameUrl({ sysname: 'book-of-ra', custom_id: '70020' }, 'play')).toBe('/platform/game/custom/70020/play');
    // An id the game route would refuse opens the game by its sysname instead of a dead link.
    expect(gameFrameUrl({ sysname: 'book-of-ra', custom_id: 'a/b' }, 'demo')).toBe('/platform/game/book-of-ra/demo');
    expect(gameFrameUrl({ sysname: 'book-of-ra', custom_id: 'x'.repeat(65) }, 'demo')).toBe('/platform/game/book-of-ra/demo');
  });

  it('counts main and bonus money', () => {
    const money = (amount: number) => ({ amount });
    expect(isBalanceEmpty({ balance_main: money(0), balance_bonus: money(0) })).toBe(true);
    expect(isBalanceEmpty({ balance_main: money(0), balance_bonus: money(5) })).toBe(false);
  });
});
