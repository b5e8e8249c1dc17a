export { RemoteRoutes } from './RemoteRoutes';
export { sections } from './sections';
export { HomeGameRows } from './HomeGameRows';
export { GamesSearchPopup } from './GamesSearchPopup';
