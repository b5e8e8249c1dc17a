import type { CmsConfig } from '@nfx/api-contract';
import {
  DEFAULT_LOADER_SETTINGS,
  DEFAULT_POPUP_FALLBACK,
  selectCasinoSettings,
  selectLoaderSettings,
  selectMainMenu,
  selectPopupFallback,
  selectSocialServices,
  selectValidatorMessages,
} from './selectors';

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

describe('loader settings and popup fallbacks', () => {
  it('reads the loader as configured, keeping the default of each malformed part and clamping long waits', () => {
    expect(selectLoaderSettings({})).toEqual(DEFAULT_LOADER_SETTINGS);
    expect(selectLoaderSettings({ settings: { loader: { type: 'spinner', delayMs: 200, minimumVisibleMs: 400 } } })).toEqual({
      type: 'spinner',
      delayMs: 200,
      minimumVisibleMs: 400,
    });
    expect(selectLoaderSettings({ settings: { loader: { type: 'confetti' as 'none', delayMs: -1, minimumVisibleMs: 60_000 } } })).toEqual({
      type: DEFAULT_LOADER_SETTINGS.type,
      delayMs: DEFAULT_LOADER_SETTINGS.delayMs,
      minimumVisibleMs: 2_000,
    });
  });

  it('shows the message fallback unless told to close, with keys that look like keys', () => {
    expect(selectPopupFallback(undefined)).toEqual(DEFAULT_POPUP_FALLBACK);
    expect(selectPopupFallback({ settings: { popupFallbacks: { mode: 'close' } } }).mode).toBe('close');
    expect(selectPopupFallback({ settings: { popupFallbacks: { mode: 'explode' as 'close', titleKey: 'promo.fallback.title' } } })).toEqual(
      {
        ...DEFAULT_POPUP_FALLBACK,
        titleKey: 'promo.fallback.title',
      },
    );
    expect(selectPopupFallback({ settings: { popupFallbacks: { titleKey: '<img onerror=x>' } } }).titleKey).toBe(
      DEFAULT_POPUP_FALLBACK.titleKey,
    );
  });
});
