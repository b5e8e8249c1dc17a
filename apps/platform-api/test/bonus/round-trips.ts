import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One committed delivery transaction of a consumer: the statements it sent and the events it handled. */
export interface Delivery {
  /** Every statement from the consumer's lock to the commit, BEGIN not included. */
  statements: string[];
  events: Array<{ type: string; payload: Record<string, unknown> }>;
}

const DELIVERY_WRAPPER = /^(savepoint|release savepoint|rollback to savepoint) event_delivery$/i;

/**
 * Watches the statements the event bus sends for one consumer (`deliverBatch`: lock the consumer's
 * row, read the head and the events, a savepoint around each event's handler, move the position,
 * commit) on PostgreSQL (node-postgres) and PGlite, by the connection they are sent on: a delivery
 * holds its connection from the lock to the commit, so what is sent on it meanwhile is that
 * delivery's. Install before the deliveries to watch; `uninstall` puts the drivers back.
 */
export function watchDeliveries(consumer: string) {
  const deliveries: Delivery[] = [];
  const open = new Map<object, Delivery>();

  function seen(connection: object, text: string, params: unknown, answer: unknown): void {
    const current = open.get(connection);
    if (!current) {
      const lock = /from "event_consumers"/.test(text) && /for update/.test(text);
      if (lock && Array.isArray(params) && params[0] === consumer) open.set(connection, { statements: [text], events: [] });
      return;
    }
    current.statements.push(text);
    if (/from "domain_events"/.test(text) && answer instanceof Promise)
      void answer.then(
        (result: { rows?: Array<{ type: string; payload: unknown }> }) => {
          for (const row of result.rows ?? [])
            current.events.push({
              type: row.type,
              payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
            });
        },
        () => undefined,
      );
    if (/^(commit|rollback)$/i.test(text.trim())) {
      open.delete(connection);
      // Listed once committed, so what it wrote is there for whoever finds it.
      void Promise.resolve(answer).then(
        () => deliveries.push(current),
        () => undefined,
      );
    }
  }

  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function watched(this: pg.Client, ...args: unknown[]) {
    const answer = (pgQuery as (...rest: unknown[]) => unknown).apply(this, args);
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
    seen(this, text, args[1], answer);
    return answer;
  } as typeof pgQuery;
  const hadOwnQuery = Object.prototype.hasOwnProperty.call(PGlite.prototype, 'query');
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function watched(this: PGlite, ...args: unknown[]) {
    const answer = (pgliteQuery as (...rest: unknown[]) => unknown).apply(this, args);
    seen(this, String(args[0]), args[1], answer);
    return answer;
  } as typeof pgliteQuery;

  return {
    deliveries,
    uninstall() {
      pg.Client.prototype.query = pgQuery;
      if (hadOwnQuery) PGlite.prototype.query = pgliteQuery;
      else delete (PGlite.prototype as { query?: unknown }).query;
    },
  };
}

/**
 * Statements a delivery sent per event beyond its fixed ones, from two deliveries of the same kind
 * of event and different sizes: the difference divided by the difference in events. The bus's own
 * savepoint and its release around each handler are left out, so what remains is the handler's.
 */
export function handlerStatementsPerEvent(small: Delivery, large: Delivery): number {
  const own = (delivery: Delivery) => delivery.statements.filter((text) => !DELIVERY_WRAPPER.test(text.trim())).length;
  return (own(large) - own(small)) / (large.events.length - small.events.length);
}
