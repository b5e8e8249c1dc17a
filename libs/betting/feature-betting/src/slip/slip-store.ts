import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MarketKind, SelectionCode, SportName } from '@nfx/api-contract';

export interface SlipSelection {
  selectionId: number;
  marketId: number;
  eventId: number;
  sport: SportName;
  home: string;
  away: string;
  market: MarketKind;
  line: number | null;
  code: SelectionCode;
  /** The price the player saw when adding it; a different live price is shown as a change. */
  shownPrice: number;
}

export interface SlipState {
  selections: SlipSelection[];
  mode: 'single' | 'accumulator';
  acceptOddsChanges: boolean;
  /** The slip as a bottom sheet on small screens: open or folded to its handle. */
  sheetOpen: boolean;
  /** The free bet (bonus id) chosen to pay the stake, or null for the player's own money. */
  freeBetId: number | null;
  toggle(selection: SlipSelection): void;
  remove(selectionId: number): void;
  clear(): void;
  /** The player took the new prices: they become the shown ones. */
  acceptPrices(prices: Record<number, number>): void;
  setMode(mode: 'single' | 'accumulator'): void;
  setAcceptOddsChanges(accept: boolean): void;
  setSheetOpen(open: boolean): void;
  setFreeBet(freeBetId: number | null): void;
}

export const MAX_SLIP_SELECTIONS = 10;

/**
 * Listeners of one selection's "in the slip" state. Every price button on the board shows it: a
 * store-wide subscription would run all their selectors on each pick and each slip change; these
 * wake only the buttons whose selection came in or went out.
 */
function pickedListeners(store: StoreApi<SlipState>) {
  const listeners = new Map<number, Set<() => void>>();
  let picked = new Set<number>();
  store.subscribe((state) => {
    const now = new Set(state.selections.map((item) => item.selectionId));
    const changed = [...now].filter((id) => !picked.has(id)).concat([...picked].filter((id) => !now.has(id)));
    picked = now;
    for (const id of changed) for (const listener of [...(listeners.get(id) ?? [])]) listener();
  });
  return (selectionId: number, listener: () => void): (() => void) => {
    let own = listeners.get(selectionId);
    if (!own) listeners.set(selectionId, (own = new Set()));
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0) listeners.delete(selectionId);
    };
  };
}

/** The bet slip's selections and choices (UI state; prices come from the live store). */
export function createSlipStore() {
  const store = createStore<SlipState>((set) => ({
    selections: [],
    mode: 'single',
    acceptOddsChanges: false,
    sheetOpen: false,
    freeBetId: null,
    toggle: (selection) =>
      set((state) => {
        if (state.selections.some((item) => item.selectionId === selection.selectionId)) {
          return { selections: state.selections.filter((item) => item.selectionId !== selection.selectionId) };
        }
        if (state.selections.length >= MAX_SLIP_SELECTIONS) return {};
        // One selection per market: picking another outcome replaces the first.
        const selections = [...state.selections.filter((item) => item.marketId !== selection.marketId), selection];
        const events = new Set(selections.map((item) => item.eventId));
        return { selections, mode: selections.length > 1 && events.size === selections.length ? state.mode : 'single' };
      }),
    remove: (selectionId) => set((state) => ({ selections: state.selections.filter((item) => item.selectionId !== selectionId) })),
    clear: () => set({ selections: [], mode: 'single', freeBetId: null }),
    acceptPrices: (prices) =>
      set((state) => ({
        selections: state.selections.map((item) => ({ ...item, shownPrice: prices[item.selectionId] ?? item.shownPrice })),
      })),
    setMode: (mode) => set({ mode }),
    setAcceptOddsChanges: (acceptOddsChanges) => set({ acceptOddsChanges }),
    setSheetOpen: (sheetOpen) => set({ sheetOpen }),
    setFreeBet: (freeBetId) => set({ freeBetId }),
  }));
  return Object.assign(store, { subscribePicked: pickedListeners(store) });
}

export type SlipStore = ReturnType<typeof createSlipStore>;

/** Whether the slip can be one accumulator: two or more selections, each of a different event. */
export function canCombine(selections: readonly SlipSelection[]): boolean {
  return selections.length > 1 && new Set(selections.map((item) => item.eventId)).size === selections.length;
}
