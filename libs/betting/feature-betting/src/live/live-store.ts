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

/** What one component reads: a selection's price, a market's state or an event's score. */
export type LiveKey = `price:${number}` | `market:${number}` | `event:${number}`;

function keysOf(update: StreamUpdate): LiveKey[] {
  return [
    `event:${update.event.id}`,
    ...update.markets.map((market): LiveKey => `market:${market.id}`),
    ...update.selections.map((selection): LiveKey => `price:${selection.id}`),
  ];
}

/**
 * Listeners by what they read. A live board has thousands of prices and the stream changes a few
 * of them many times a second: a store-wide subscription would run every button's selector on
 * every tick; these wake only the buttons whose price, market or event changed.
 */
function createKeyedListeners() {
  const listeners = new Map<LiveKey, Set<() => void>>();
  return {
    subscribe(key: LiveKey, listener: () => void): () => void {
      let own = listeners.get(key);
      if (!own) listeners.set(key, (own = new Set()));
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(key);
      };
    },
    notify(keys: readonly LiveKey[] | 'all'): void {
      const woken = keys === 'all' ? [...listeners.values()] : keys.map((key) => listeners.get(key));
      for (const own of woken) for (const listener of [...(own ?? [])]) listener();
    },
  };
}

/**
 * The latest prices, market states and scores from the stream, by id. Board components read one
 * value each through `subscribeKey`, so a price that changes wakes and re-renders only the button
 * showing it; the slip and the event page, which read a few values, use the store-wide
 * subscription.
 */
export function createLiveStore() {
  const keyed = createKeyedListeners();
  const store = createStore<LiveState>((set) => ({
    prices: {},
    markets: {},
    events: {},
    connected: false,
    applySnapshot: (updates) => {
      const next = { prices: {}, markets: {}, events: {} };
      for (const update of updates) merge(next, update);
      set(next);
      keyed.notify('all');
    },
    apply: (update) => {
      set((state) => {
        const next = { prices: { ...state.prices }, markets: { ...state.markets }, events: { ...state.events } };
        merge(next, update);
        return next;
      });
      keyed.notify(keysOf(update));
    },
    setConnected: (connected) => set({ connected }),
    setPrices: (prices) => {
      set((state) => ({ prices: { ...state.prices, ...prices } }));
      keyed.notify(Object.keys(prices).map((id): LiveKey => `price:${Number(id)}`));
    },
  }));
  return Object.assign(store, { subscribeKey: keyed.subscribe });
}

export type LiveStore = ReturnType<typeof createLiveStore>;
