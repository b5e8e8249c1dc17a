import { createStore } from 'zustand/vanilla';
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

/** The bet slip's selections and choices (UI state; prices come from the live store). */
export function createSlipStore() {
  return createStore<SlipState>((set) => ({
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
}

export type SlipStore = ReturnType<typeof createSlipStore>;

/** Whether the slip can be one accumulator: two or more selections, each of a different event. */
export function canCombine(selections: readonly SlipSelection[]): boolean {
  return selections.length > 1 && new Set(selections.map((item) => item.eventId)).size === selections.length;
}
