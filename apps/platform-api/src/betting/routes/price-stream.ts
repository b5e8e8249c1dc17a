import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { listEvents } from '../services/book';
import type { PriceHub } from '../services/price-hub';
import type { PriceUpdate } from '../services/price-updates';

export const PRICE_STREAM_PATH = '/api/betting/price-stream';
const HEARTBEAT_MS = 20_000;

/**
 * Server-Sent Events of the feed: first a `snapshot` of every running and upcoming event's state
 * and prices, then an `update` per changed event. A browser that reconnects (EventSource does it
 * by itself) gets a fresh snapshot, so it never keeps a price it missed. Not a contract call: it
 * answers a stream, not an envelope.
 */
export function registerPriceStream(app: FastifyInstance, hub: PriceHub): void {
  // Open streams never end by themselves: closing the app ends them, or the server would wait forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.get(PRICE_STREAM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const pending: PriceUpdate[] = [];
    let ready = false;
    const write = (name: string, data: unknown) => reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    // Subscribed before the snapshot is read, so nothing committed in between is lost.
    const unsubscribe = hub.subscribe((update) => (ready ? write('update', update) : pending.push(update)));
    const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
    };
    const close = () => {
      end();
      reply.raw.end();
    };
    open.add(close);
    request.raw.on('close', end);
    reply.hijack();
    reply.raw.writeHead(200, {
      // The security headers set on the reply so far; hijacked, the reply no longer writes them.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write('retry: 3000\n\n');
    try {
      const events = await listEvents(app.database.db, { limit: 100 });
      const snapshot: PriceUpdate[] = events.map((event) => ({
        event: { id: event.id, status: event.status, clock: event.clock, home_score: event.score.home, away_score: event.score.away },
        markets: event.markets.map(({ id, status }) => ({ id, status })),
        selections: event.markets.flatMap((market) => market.selections.map(({ id, price }) => ({ id, price }))),
      }));
      write('snapshot', snapshot);
      ready = true;
      for (const update of pending.splice(0)) write('update', update);
    } catch (error) {
      request.log.error(error, 'betting: the price snapshot failed');
      close();
    }
  });
}
