export * as paths from './paths';
export { withQuery } from './query';
export { HISTORY_TABS, type HistoryTab, type GameHallFilters } from './path-params';
