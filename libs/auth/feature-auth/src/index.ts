export { RemoteRoutes } from './RemoteRoutes';
export { AuthPopup, AFTER_REGISTRATION_PATH, type AuthPopupMode } from './AuthPopup';
export { MessengerAutoSignIn } from './MessengerAutoSignIn';
export {
  authAnalytics,
  setAuthAnalytics,
  createDataLayerAnalytics,
  consoleAnalytics,
  noopAnalytics,
  type AuthAnalytics,
} from './analytics/auth-analytics';
