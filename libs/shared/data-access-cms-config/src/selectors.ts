import type {
  AuthConfig,
  BalanceUpdateSettings,
  ChatSection,
  CmsConfig,
  CmsFooterMenuGroup,
  CmsMenuItem,
  FullScreenVisibility,
  RedirectsSection,
  RegistrationFieldsConfig,
} from '@nfx/api-contract';

/*
 * Each reader's part of the CMS configuration, as `select` functions for `useCmsConfig`. Module
 * functions on purpose: a stable `select` runs once per answer, not on every render. A selector
 * takes the document as served and leaves the defaults to its reader unless it says otherwise.
 */

const NO_MENU_ITEMS: CmsMenuItem[] = [];
const NO_FOOTER_GROUPS: CmsFooterMenuGroup[] = [];

// Shell: menus, redirects, chat, balance refresh.

export const selectMainMenu = (config: CmsConfig): CmsMenuItem[] => config.menus?.main ?? NO_MENU_ITEMS;

export const selectFooterMenu = (config: CmsConfig): CmsFooterMenuGroup[] => config.menus?.footer ?? NO_FOOTER_GROUPS;

export const selectRedirects = (config: CmsConfig): RedirectsSection | undefined => config.redirects;

export const selectChat = (config: CmsConfig): ChatSection | undefined => config.chat;

export const selectBalanceUpdate = (config: CmsConfig): Partial<BalanceUpdateSettings> | undefined => config.settings?.balanceUpdate;

// Auth remote: the registration form, social sign-in, validation texts.

export interface RegistrationConfig {
  auth: AuthConfig | undefined;
  registrationFields: RegistrationFieldsConfig | undefined;
}

export const selectRegistrationConfig = (config: CmsConfig): RegistrationConfig => ({
  auth: config.auth,
  registrationFields: config.registrationFields,
});

const NO_SERVICES: string[] = [];

/** The social providers of the `social` registration type; none when there is no such type. */
export const selectSocialServices = (config: CmsConfig): string[] =>
  config.auth?.authTypes?.find((type) => type.component === 'social')?.services ?? NO_SERVICES;

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
