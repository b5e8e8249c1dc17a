import { createContext, type ReactNode, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { CachedTranslationProvider } from './cached-translation';
import { createLiveStore, type LiveKey, type LiveState, type LiveStore } from './live/live-store';
import { usePriceStream } from './live/price-stream';
import { createSlipStore, type SlipState, type SlipStore } from './slip/slip-store';

const Stores = createContext<{ live: LiveStore; slip: SlipStore } | null>(null);

/** The section's stores, made per mount (a remote may be mounted twice), the price stream feeding them, and its cached `t`. */
export function BettingProvider({ children }: { children: ReactNode }) {
  const [stores] = useState(() => ({ live: createLiveStore(), slip: createSlipStore() }));
  usePriceStream(stores.live);
  return (
    <Stores.Provider value={stores}>
      <CachedTranslationProvider>{children}</CachedTranslationProvider>
    </Stores.Provider>
  );
}

function useStores() {
  const stores = useContext(Stores);
  if (!stores) throw new Error('betting: BettingProvider is missing');
  return stores;
}

export function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(useStores().live, selector);
}

export function useSlip<T>(selector: (state: SlipState) => T): T {
  return useStore(useStores().slip, selector);
}

/**
 * One value of the live store, re-read only when the stream changes what `key` names: the board's
 * many buttons and scores use this instead of `useLive`, so a tick wakes only what it changed.
 */
export function useLiveValue<T>(key: LiveKey, read: (state: LiveState) => T): T {
  const { live } = useStores();
  const subscribe = useCallback((listener: () => void) => live.subscribeKey(key, listener), [live, key]);
  return useSyncExternalStore(subscribe, () => read(live.getState()));
}

/** Whether a selection is in the slip, re-read only when it comes in or goes out. */
export function useSlipPicked(selectionId: number): boolean {
  const { slip } = useStores();
  const subscribe = useCallback((listener: () => void) => slip.subscribePicked(selectionId, listener), [slip, selectionId]);
  return useSyncExternalStore(subscribe, () => slip.getState().selections.some((item) => item.selectionId === selectionId));
}

/** A selection's live price, falling back to the one the page was loaded with. */
export function useLivePrice(selectionId: number, loaded: number): number {
  return useLiveValue(`price:${selectionId}`, (state) => state.prices[selectionId] ?? loaded);
}
