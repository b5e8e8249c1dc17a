export { RemoteRoutes } from './RemoteRoutes';
export { sections } from './sections';
