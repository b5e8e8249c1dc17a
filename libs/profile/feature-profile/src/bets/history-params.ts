import type { RoundMode } from '../api/game-history';
import type { BetStatus } from '../api/bet-history';

/** The two lists of `/profile/bets/history`: casino rounds (the default) and sports bets. */
export type HistoryTab = 'casino' | 'sports';
export const HISTORY_TABS: readonly HistoryTab[] = ['casino', 'sports'];
export const BET_STATUSES: readonly BetStatus[] = ['open', 'won', 'lost', 'void'];

export interface HistoryParams {
  tab: HistoryTab;
  /** Casino rounds only. */
  mode?: RoundMode;
  /** Sports bets only. */
  status?: BetStatus;
  page: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => values.includes(value as T);

/** `?tab=sports&status=won&page=2` → what the page shows; anything unknown falls back to the default. */
export function historyParamsOf(query: URLSearchParams): HistoryParams {
  const tabParam = query.get('tab');
  const tab: HistoryTab = isOneOf(HISTORY_TABS, tabParam) ? tabParam : 'casino';
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  if (tab === 'sports') {
    const status = query.get('status');
    return { tab, page, ...(isOneOf(BET_STATUSES, status) ? { status } : {}) };
  }
  const mode = query.get('mode');
  return { tab, page, ...(mode === 'play' || mode === 'demo' ? { mode } : {}) };
}

/** The address of a view: only what differs from the default, so the plain path is the first casino page. */
export function historyQueryOf({ tab, mode, status, page }: HistoryParams): URLSearchParams {
  const query = new URLSearchParams();
  if (tab === 'sports') {
    query.set('tab', 'sports');
    if (status) query.set('status', status);
  } else if (mode) {
    query.set('mode', mode);
  }
  if (page > 1) query.set('page', String(page));
  return query;
}
