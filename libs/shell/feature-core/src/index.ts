// The lib's only public API: export what other projects may use, nothing else.
// Start-up (the shell's main.ts and bootstrap.tsx).
export { firstPaintShown } from './start-up/first-paint-shown';
export { yieldToMain } from './start-up/yield-to-main';
export { showFatalPage, selectFatalPage, useFatalPageStore } from './fatal/fatal-page-store';
export { StartupFailure } from './fatal/startup-failure';
// Remote mounts and their failure layers.
export { createRemoteFallback } from './remotes/remote-fallback';
export { RemoteMount } from './remotes/RemoteMount';
export { RemoteMountPoint } from './remotes/RemoteMountPoint';
export { RemoteErrorBoundary } from './remotes/RemoteErrorBoundary';
export { LoadingFallback } from './remotes/LoadingFallback';
export { InsideDialogContext } from './remotes/inside-dialog-context';
export { RemoteRetryContext } from './remotes/remote-retry-context';
// CMS content the shell draws.
export { useBanners } from './cms/banners';
export { useCampaignPopupPreview } from './cms/campaign-popup';
export { pageMetadataQueryOptions, usePageContent } from './cms/page-content';
export { useSanitizedHtml } from './cms/use-sanitized-html';
// The address's flags and the locales on offer.
export {
  areCampaignPopupsBlocked,
  areFollowUpPopupsBlocked,
  BACK_URL_STORAGE_KEY,
  backUrlFromQuery,
  hasPopupFlags,
  PAYMENT_BACK_URL_STORAGE_KEY,
  PROMO_CODE_STORAGE_KEY,
  popupFromQuery,
  popupPreviewId,
  resolvePromoCode,
  withoutPopupFlags,
} from './routing/query-flags';
export { AvailableLocalesContext, useAvailableLocales } from './routing/available-locales';
