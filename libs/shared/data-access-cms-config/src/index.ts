export { fetchCmsConfig, cmsConfigQueryOptions, useCmsConfig } from './cms-config';
export { useFeatureFlags, useFeatureFlag } from './feature-flags';
export { useValidationText } from './validation-text';
export {
  selectMainMenu,
  selectFooterMenu,
  selectRedirects,
  selectChat,
  selectBalanceUpdate,
  selectRegistrationConfig,
  selectSocialServices,
  selectValidatorMessages,
  selectCasinoSettings,
  selectFeatureFlags,
  DEFAULT_CASINO_SETTINGS,
  selectLoaderSettings,
  readLoaderSettings,
  selectPopupFallback,
  DEFAULT_LOADER_SETTINGS,
  DEFAULT_POPUP_FALLBACK,
  type RegistrationConfig,
  type CasinoSettings,
} from './selectors';
// The document's types live in the contract, beside the server that serves it; readers take them from here.
export type {
  CmsConfig,
  CmsMenuItem,
  CmsFooterMenuGroup,
  BalanceUpdateSettings,
  LoaderSettings,
  PopupFallbackSettings,
  FullScreenVisibility,
  AuthConfig,
  AuthType,
  ConfigFlag,
  RegistrationFlags,
  RegistrationFieldsConfig,
  ChatSection,
  RedirectsSection,
  FeatureFlag,
  FeatureFlags,
} from '@nfx/api-contract';
