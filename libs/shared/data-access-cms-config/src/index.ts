export { fetchCmsConfig, cmsConfigQueryOptions, useCmsConfig } from './cms-config';
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
  DEFAULT_CASINO_SETTINGS,
  type RegistrationConfig,
  type CasinoSettings,
} from './selectors';
// The document's types live in the contract, beside the server that serves it; readers take them from here.
export type {
  CmsConfig,
  CmsMenuItem,
  CmsFooterMenuGroup,
  BalanceUpdateSettings,
  FullScreenVisibility,
  AuthConfig,
  AuthType,
  ConfigFlag,
  RegistrationFlags,
  RegistrationFieldsConfig,
  ChatSection,
  RedirectsSection,
} from '@nfx/api-contract';
