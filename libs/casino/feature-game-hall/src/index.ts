export { RemoteRoutes } from './RemoteRoutes';
export { HomeGameRows } from './home/HomeGameRows';
export { GamesSearchPopup } from './search/GamesSearchPopup';
export { startHallRequests } from './hall/start-hall-requests';
