export { RemoteRoutes } from './RemoteRoutes';
export { sections } from './sections';
export { HomeGameRows } from './home/HomeGameRows';
export { GamesSearchPopup } from './search/GamesSearchPopup';
export { startHallRequests } from './hall/start-hall-requests';
