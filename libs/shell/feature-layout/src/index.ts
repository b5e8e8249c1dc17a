// The lib's only public API: export what other projects may use, nothing else.
// The page frame.
export { Layout } from './layout/Layout';
// Pages.
export { HomePage } from './pages/HomePage';
export { LazyPage, lazyPageRoutes, PageLoading } from './pages/lazy-pages';
export { NotFoundPage } from './pages/NotFoundPage';
export { SlugPage } from './pages/SlugPage';
export { SystemPage } from './pages/SystemPage';
export { standaloneSystemPageRoutes, systemPageRoutes, systemPages } from './pages/system-pages';
// Dialogs and popups.
export { DialogLayer } from './dialogs/DialogLayer';
export { registerShellDialogs } from './dialogs/register-shell-dialogs';
export { useCampaignPopupPreviewFlag } from './dialogs/use-campaign-popup-preview';
export { useCampaignPopups } from './campaign-popups/use-campaign-popups';
// Behaviours of every page and of a signed-in player.
export { isInsideMessenger } from './behaviours/auth-session-events';
export { SignedInBehaviours } from './behaviours/SignedInBehaviours';
export { useGlobalBehaviours } from './behaviours/use-global-behaviours';
