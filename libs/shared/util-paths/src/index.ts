export { paths, withQuery, HISTORY_TABS, type HistoryTab, type GameHallFilters } from './paths';
