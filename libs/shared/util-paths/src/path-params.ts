/** The tabs of the transaction history (spec §2 `tab`); the first is the default. */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The hall's filters in its query (spec §2): `category`, `providers` comma-joined, `search`. */
export interface GameHallFilters {
  category?: string;
  providers?: readonly string[];
  search?: string;
}
