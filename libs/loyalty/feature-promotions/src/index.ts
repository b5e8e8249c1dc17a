export { PromotionsRoutes } from './RemoteRoutes';
export { isPromotionsSection } from './common/section';
