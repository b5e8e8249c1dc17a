import { casinoSettingsOf } from './casino-settings';

describe('casinoSettingsOf', () => {
  it.each([
    [null, { fullScreenGame: 'all', allowZeroBalanceSlotPlay: false }],
    [{}, { fullScreenGame: 'all', allowZeroBalanceSlotPlay: false }],
    [
      { settings: { fullScreenGame: 'telegram', allowZeroBalanceSlotPlay: true } },
      { fullScreenGame: 'telegram', allowZeroBalanceSlotPlay: true },
    ],
    [
      { settings: { fullScreenGame: 'sometimes', allowZeroBalanceSlotPlay: 'yes' } },
      { fullScreenGame: 'all', allowZeroBalanceSlotPlay: false },
    ],
    [{ settings: { fullScreenGame: 'none' } }, { fullScreenGame: 'none', allowZeroBalanceSlotPlay: false }],
  ])('%j', (config, expected) => {
    expect(casinoSettingsOf(config)).toEqual(expected);
  });
});
