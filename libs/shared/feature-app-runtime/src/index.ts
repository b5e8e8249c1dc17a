export { readBootData, BOOT_ELEMENT_ID, type BootData, type SiteIntegrations } from './boot-data';
export { createAppRuntime, createQueryClient, type AppRuntime, type AppRuntimeOptions } from './create-app-runtime';
export { AppProviders } from './app-providers';
export { useLocalizedPath, defaultLocaleOf } from './use-localized-path';
export { LocalizedRedirect } from './LocalizedRedirect';
export { LocalizedNavLink, isActivePath, type LocalizedNavLinkProps } from './LocalizedNavLink';
export { mountStandalone, type StandaloneOptions } from './mount-standalone';
export { SectionPage, SectionNotFound, type SectionPageProps } from './SectionPage';
export { createRemoteTexts } from './remote-texts';
export { useIdempotencyKey, idempotencyHeaders, newIdempotencyKey } from './idempotency-key';
export { ToastHost } from './ToastHost';
export { KEEP_INTERACTIVE_ATTRIBUTE } from './keep-interactive';
export { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame';
export {
  sendSiteEvent,
  analyticsConsent,
  setAnalyticsConsent,
  ANALYTICS_CONSENT_COOKIE,
  type AnalyticsConsent,
  type SiteEvents,
} from './site-events';
