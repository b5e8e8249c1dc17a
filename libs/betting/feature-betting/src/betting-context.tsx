import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { createLiveStore, type LiveState, type LiveStore } from './live/live-store';
import { usePriceStream } from './live/price-stream';
import { createSlipStore, type SlipState, type SlipStore } from './slip/slip-store';

const Stores = createContext<{ live: LiveStore; slip: SlipStore } | null>(null);

/** The section's stores, made per mount (a remote may be mounted twice), and the price stream feeding them. */
export function BettingProvider({ children }: { children: ReactNode }) {
  const [stores] = useState(() => ({ live: createLiveStore(), slip: createSlipStore() }));
  usePriceStream(stores.live);
  return <Stores.Provider value={stores}>{children}</Stores.Provider>;
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

/** A selection's live price, falling back to the one the page was loaded with. */
export function useLivePrice(selectionId: number, loaded: number): number {
  return useLive((state) => state.prices[selectionId] ?? loaded);
}
