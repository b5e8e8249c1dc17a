import { createStore } from 'zustand/vanilla';

type EventStatus = 'prematch' | 'live' | 'finished' | 'abandoned';
type MarketStatus = 'open' | 'suspended' | 'settled';

export interface LiveEventState {
  status: EventStatus;
  clock: number;
  home: number;
  away: number;
}

/** One event's change as the price stream sends it (`PriceUpdate` of the API). */
export interface StreamUpdate {
  event: { id: number; status: EventStatus; clock: number; home_score: number; away_score: number };
  markets: { id: number; status: MarketStatus }[];
  selections: { id: number; price: number }[];
}

export interface LiveState {
  prices: Record<number, number>;
  markets: Record<number, MarketStatus>;
  events: Record<number, LiveEventState>;
  connected: boolean;
  /** A snapshot replaces everything known (a reconnection may have missed changes). */
  applySnapshot(updates: StreamUpdate[]): void;
  apply(update: StreamUpdate): void;
  setConnected(connected: boolean): void;
  /** Prices the API answered with (a refused bet's current prices). */
  setPrices(prices: Record<number, number>): void;
}

function merge(state: Pick<LiveState, 'prices' | 'markets' | 'events'>, update: StreamUpdate) {
  const { event } = update;
  state.events[event.id] = { status: event.status, clock: event.clock, home: event.home_score, away: event.away_score };
  for (const market of update.markets) state.markets[market.id] = market.status;
  for (const selection of update.selections) state.prices[selection.id] = selection.price;
}

/**
 * The latest prices, market states and scores from the stream, by id. Components read one value
 * each through a selector, so a price that changes re-renders only the buttons showing it.
 */
export function createLiveStore() {
  return createStore<LiveState>((set) => ({
    prices: {},
    markets: {},
    events: {},
    connected: false,
    applySnapshot: (updates) => {
      const next = { prices: {}, markets: {}, events: {} };
      for (const update of updates) merge(next, update);
      set(next);
    },
    apply: (update) =>
      set((state) => {
        const next = { prices: { ...state.prices }, markets: { ...state.markets }, events: { ...state.events } };
        merge(next, update);
        return next;
      }),
    setConnected: (connected) => set({ connected }),
    setPrices: (prices) => set((state) => ({ prices: { ...state.prices, ...prices } })),
  }));
}

export type LiveStore = ReturnType<typeof createLiveStore>;
