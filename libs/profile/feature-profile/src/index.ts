export { RemoteRoutes } from './RemoteRoutes';
