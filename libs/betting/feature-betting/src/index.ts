// The lib's only public API: the section's route tree the betting remote exposes.
export { RemoteRoutes } from './RemoteRoutes';
