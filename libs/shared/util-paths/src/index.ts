export * as paths from './paths';
export { withQuery } from './query';
export { HISTORY_TABS, type HistoryTab, type GameHallFilters } from './path-params';
export { featureOfPath, type PagedFeature } from './feature-paths';
export { FEATURE_FLAGS, resolveFeatureFlags, type FeatureFlag, type FeatureFlags } from './feature-flags';
