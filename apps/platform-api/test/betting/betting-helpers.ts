import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { COMPETITIONS, createEvent, seededRandom } from '../../src/betting/services/schedule';
import { api } from '../helpers/api';

let keys = 0;
export const freshKey = () => `bet-${Date.now().toString(36)}-${(keys += 1)}`;

export interface Player {
  cookie: string;
  uid: number;
}

/** Places a bet as the player's slip does; `key` null sends no Idempotency-Key; `freeBetId` lets a free bet pay it. */
export function placeBet(
  app: FastifyInstance,
  player: Player,
  selections: { id: number; price: number }[],
  stake: string | number,
  options: { accept?: boolean; key?: string | null; freeBetId?: number | string } = {},
) {
  const key = options.key === undefined ? freshKey() : options.key;
  return api(app, 'POST', 'betting/placebet', {
    cookie: player.cookie,
    body: {
      selections: JSON.stringify(selections),
      stake,
      accept_odds_changes: options.accept ? 1 : 0,
      ...(options.freeBetId === undefined ? {} : { free_bet_id: options.freeBetId }),
    },
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** A football event of its own starting in an hour (the feed is off in tests, so it stays as made). */
export async function footballEvent(db: Db, seed: number) {
  const football = COMPETITIONS.find((competition) => competition.sport === 'football')!;
  const id = await db.transaction().execute((trx) => createEvent(trx, football, new Date(Date.now() + 3_600_000), seededRandom(seed)));
  const markets = await db.selectFrom('betting_markets').select(['id', 'kind']).where('event_id', '=', id).orderBy('id').execute();
  const selections = await db
    .selectFrom('betting_selections')
    .select(['id', 'market_id', 'code', 'price'])
    .where(
      'market_id',
      'in',
      markets.map((market) => market.id),
    )
    .orderBy('id')
    .execute();
  const pick = (kind: string, code: string) => {
    const market = markets.find((candidate) => candidate.kind === kind)!;
    return selections.find((selection) => selection.market_id === market.id && selection.code === code)!;
  };
  return { id, markets, selections, pick };
}

// Stream events are asserted field by field, as the API helper's answers are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StreamData = any;

/**
 * Opens the price stream of the API listening at `address` (`http://host:port`) as a browser's
 * EventSource would. `next` reads up to the next `name` event whose data passes `wanted`,
 * skipping the others (the feed's updates of other events).
 */
export async function openPriceStream(address: string) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/betting/price-stream`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // Hijacked, the stream writes its own head: the security headers must still be in it.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (name: string, wanted: (data: StreamData) => boolean = () => true): Promise<StreamData> => {
    for (;;) {
      const match = new RegExp(`event: ${name}\ndata: (.*)\n\n`).exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        const data = JSON.parse(match[1]!);
        if (wanted(data)) return data;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return { next, close: () => controller.abort() };
}
