import type {
  AuthConfig,
  BalanceUpdateSettings,
  ChatSection,
  CmsConfig,
  CmsFooterMenuGroup,
  CmsMenuItem,
  FeatureFlags,
  FullScreenVisibility,
  LoaderSettings,
  PopupFallbackSettings,
  RedirectsSection,
  RegistrationFieldsConfig,
} from '@nfx/api-contract';
import { resolveFeatureFlags } from '@nfx/paths';

/*
 * Each reader's part of the CMS configuration, as `select` functions for `useCmsConfig`. Module
 * functions on purpose: a stable `select` runs once per answer, not on every render. A selector
 * returns the part as served (undefined when an editor left it out) and leaves the defaults to
 * its reader, unless it says otherwise.
 */

// Shell: menus, redirects, chat, balance refresh.

export const selectMainMenu = (config: CmsConfig): CmsMenuItem[] | undefined => config.menus?.main;

export const selectFooterMenu = (config: CmsConfig): CmsFooterMenuGroup[] | undefined => config.menus?.footer;

export const selectRedirects = (config: CmsConfig): RedirectsSection | undefined => config.redirects;

export const selectChat = (config: CmsConfig): ChatSection | undefined => config.chat;

export const selectBalanceUpdate = (config: CmsConfig): Partial<BalanceUpdateSettings> | undefined => config.settings?.balanceUpdate;

// Auth remote: the registration form, social sign-in, validation texts.

export interface RegistrationConfig {
  auth: AuthConfig | undefined;
  registrationFields: RegistrationFieldsConfig | undefined;
  /** `settings.isVisibleNoticeBetting`: the form tells a player choosing betting where sign-up takes them; off unless set. */
  bettingNotice: boolean;
}

export const selectRegistrationConfig = (config: CmsConfig): RegistrationConfig => ({
  auth: config.auth,
  registrationFields: config.registrationFields,
  bettingNotice: config.settings?.isVisibleNoticeBetting === true,
});

/** The social providers of the `social` registration type; undefined when there is none. */
export const selectSocialServices = (config: CmsConfig): string[] | undefined =>
  config.auth?.authTypes?.find((type) => type.component === 'social')?.services;

export const selectValidatorMessages = (config: CmsConfig): Record<string, string> | undefined => config.settings?.validator?.messages;

// Casino remote: the game page's switches.

export interface CasinoSettings {
  fullScreenGame: FullScreenVisibility;
  allowZeroBalanceSlotPlay: boolean;
}

export const DEFAULT_CASINO_SETTINGS: CasinoSettings = { fullScreenGame: 'all', allowZeroBalanceSlotPlay: false };

const VISIBILITIES: readonly string[] = ['all', 'telegram', 'product', 'none'] satisfies FullScreenVisibility[];

/** The casino's switches; anything missing or malformed keeps its default. */
export const selectCasinoSettings = (config: CmsConfig | null | undefined): CasinoSettings => {
  const settings = config?.settings;
  const fullScreen = settings?.fullScreenGame;
  return {
    fullScreenGame:
      typeof fullScreen === 'string' && VISIBILITIES.includes(fullScreen)
        ? (fullScreen as FullScreenVisibility)
        : DEFAULT_CASINO_SETTINGS.fullScreenGame,
    allowZeroBalanceSlotPlay: settings?.allowZeroBalanceSlotPlay === true,
  };
};

// Feature flags (spec §3): every app hides a switched-off feature's links, pages and dialogs.

/** Every feature flag, resolved: on unless the CMS says `false` (as the server reads them). */
export const selectFeatureFlags = (config: CmsConfig): FeatureFlags => resolveFeatureFlags(config.settings);

// Shell: how loading parts and failed popups look.

export const DEFAULT_LOADER_SETTINGS: LoaderSettings = { type: 'skeleton', delayMs: 0, minimumVisibleMs: 0 };

/** Longer than this and an editor's typo (5000 for 500) would hide a loaded page; such values are clamped. */
const LOADER_MAX_MS = 2_000;
const LOADER_TYPES: readonly string[] = ['spinner', 'skeleton', 'none'] satisfies LoaderSettings['type'][];

const boundedMs = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), LOADER_MAX_MS) : fallback;

/**
 * Loader settings as the CMS holds them (`settings.loader`, or the copy the site server puts in the
 * page's boot data), each part checked on its own: a malformed one keeps its default.
 */
export const readLoaderSettings = (value: unknown): LoaderSettings => {
  const loader = typeof value === 'object' && value !== null ? (value as Partial<Record<keyof LoaderSettings, unknown>>) : undefined;
  return {
    type:
      typeof loader?.type === 'string' && LOADER_TYPES.includes(loader.type)
        ? (loader.type as LoaderSettings['type'])
        : DEFAULT_LOADER_SETTINGS.type,
    delayMs: boundedMs(loader?.delayMs, DEFAULT_LOADER_SETTINGS.delayMs),
    minimumVisibleMs: boundedMs(loader?.minimumVisibleMs, DEFAULT_LOADER_SETTINGS.minimumVisibleMs),
  };
};

/** `settings.loader` of the CMS config, checked (`readLoaderSettings`). */
export const selectLoaderSettings = (config: CmsConfig | null | undefined): LoaderSettings => readLoaderSettings(config?.settings?.loader);

export const DEFAULT_POPUP_FALLBACK: PopupFallbackSettings = {
  mode: 'message',
  titleKey: 'errors.sectionUnavailable.title',
  descriptionKey: 'errors.sectionUnavailable.description',
  retryKey: 'errors.sectionUnavailable.retry',
};

const textKey = (value: unknown, fallback: string) => (typeof value === 'string' && /^[\w.-]{1,128}$/.test(value) ? value : fallback);

/** `settings.popupFallbacks`: `close` only when said so; keys must look like keys (the reader checks they exist). */
export const selectPopupFallback = (config: CmsConfig | null | undefined): PopupFallbackSettings => {
  const fallback = config?.settings?.popupFallbacks;
  return {
    mode: fallback?.mode === 'close' ? 'close' : 'message',
    titleKey: textKey(fallback?.titleKey, DEFAULT_POPUP_FALLBACK.titleKey),
    descriptionKey: textKey(fallback?.descriptionKey, DEFAULT_POPUP_FALLBACK.descriptionKey),
    retryKey: textKey(fallback?.retryKey, DEFAULT_POPUP_FALLBACK.retryKey),
  };
};
