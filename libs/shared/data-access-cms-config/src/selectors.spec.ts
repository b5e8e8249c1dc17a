import type { CmsConfig } from '@nfx/api-contract';
import { selectCasinoSettings, selectMainMenu, selectSocialServices, selectValidatorMessages } from './selectors';

describe('selectCasinoSettings', () => {
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
    expect(selectCasinoSettings(config as CmsConfig | null)).toEqual(expected);
  });
});

describe('selectSocialServices', () => {
  it.each<[string, CmsConfig, string[] | undefined]>([
    ['no auth section', {}, undefined],
    ['no social type', { auth: { registration: {}, authTypes: [{ label: 'Email', component: 'form', field: 'email' }] } }, undefined],
    ['a social type without services', { auth: { registration: {}, authTypes: [{ label: 'Social', component: 'social' }] } }, undefined],
    [
      'the social type’s services',
      { auth: { registration: {}, authTypes: [{ label: 'Social', component: 'social', services: ['demo', 'google'] }] } },
      ['demo', 'google'],
    ],
  ])('%s', (_case, config, expected) => {
    expect(selectSocialServices(config)).toEqual(expected);
  });
});

describe('sections an editor left out', () => {
  it('are undefined, so each reader keeps its own default', () => {
    expect(selectMainMenu({})).toBeUndefined();
    expect(selectMainMenu({ menus: {} })).toBeUndefined();
    expect(selectValidatorMessages({ settings: {} })).toBeUndefined();
  });
});
