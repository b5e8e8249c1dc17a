import { showsFullScreenButton } from './full-screen';

describe('showsFullScreenButton', () => {
  it.each([
    ['all', false, true],
    ['all', true, true],
    ['telegram', true, true],
    ['telegram', false, false],
    ['product', false, true],
    ['product', true, false],
    ['none', false, false],
    ['none', true, false],
  ] as const)('%s in Telegram %s → %s', (visibility, inTelegram, shown) => {
    expect(showsFullScreenButton(visibility, inTelegram)).toBe(shown);
  });
});
