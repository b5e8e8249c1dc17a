export { LoyaltyToasts } from './LoyaltyToasts';
export { RemoteRoutes } from './RemoteRoutes';
