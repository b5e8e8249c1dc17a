import { useEffect } from 'react';
import type { LiveStore, StreamUpdate } from './live-store';

export const PRICE_STREAM_URL = '/api/betting/price-stream';

/**
 * Keeps the live store fed from the API's Server-Sent Events. EventSource reconnects by itself
 * (the server asks for 3 s); each connection starts with a snapshot, so prices missed while
 * disconnected are replaced by the latest ones.
 */
export function usePriceStream(store: LiveStore): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(PRICE_STREAM_URL);
    const { applySnapshot, apply, setConnected } = store.getState();
    source.addEventListener('snapshot', (message) => {
      applySnapshot(JSON.parse((message as MessageEvent<string>).data) as StreamUpdate[]);
      setConnected(true);
    });
    source.addEventListener('update', (message) => apply(JSON.parse((message as MessageEvent<string>).data) as StreamUpdate));
    source.addEventListener('error', () => setConnected(false));
    return () => source.close();
  }, [store]);
}
