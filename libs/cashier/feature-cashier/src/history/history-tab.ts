import { HISTORY_TABS, type HistoryTab } from '@nfx/paths';

/** Spec §2: `tab` chooses deposit, withdrawal, bonuses or cashbacks; anything else is the first. */
export function historyTabOf(search: string): HistoryTab {
  const value = new URLSearchParams(search).get('tab');
  return HISTORY_TABS.find((tab) => tab === value) ?? HISTORY_TABS[0];
}

/** The page number of the `page` query parameter (1-based); anything else is the first page. */
export function historyPageOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 1 && value < 100_000 ? value : 1;
}
