export { RemoteRoutes } from './RemoteRoutes';
export { sections } from './sections';
export { AuthPopup, type AuthPopupMode } from './AuthPopup';
