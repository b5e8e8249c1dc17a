import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { priceChannel, type PriceUpdate } from './price-updates';

export type PriceListener = (update: PriceUpdate) => void;

/**
 * The instance's fan-out of the feed's changes to its browsers: one LISTEN on the database
 * (every instance hears every committed NOTIFY, whichever instance's feed step made it), and
 * an in-process list of the open streams.
 */
export function createPriceHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  const listeners = new Set<PriceListener>();
  let stop: (() => Promise<void>) | undefined;

  const deliver = (payload: string) => {
    let update: PriceUpdate;
    try {
      update = JSON.parse(payload) as PriceUpdate;
    } catch {
      log.warn('betting: an unreadable price notification was dropped');
      return;
    }
    for (const listener of listeners) listener(update);
  };

  return {
    async start() {
      stop ??= await database.listen(priceChannel(database.schema), deliver);
    },
    async stop() {
      const current = stop;
      stop = undefined;
      listeners.clear();
      await current?.();
    },
    subscribe(listener: PriceListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
  };
}

export type PriceHub = ReturnType<typeof createPriceHub>;
