import type { FastifyInstance } from 'fastify';
import { demoNotFound } from '../../plugins/demo-access';
import { type Ending, endEvent } from '../services/feed-simulator';
import { settlePending } from '../services/settlement';

export const DEMO_END_PATHS: Record<Ending, string> = {
  finish: '/demo/betting/finish-event',
  abandon: '/demo/betting/abandon-event',
};

/**
 * The demo operator's shortcuts (a simulated match takes minutes, and only 1 % are abandoned):
 * `finish-event` plays an event to its end now and publishes its results; `abandon-event` stops
 * it where it stands and voids its markets. Either settles the event's bets. Like every demo
 * helper, 404 unless demo mode is on and the browser may see demo pages; POSTs, so the app's
 * same-origin check applies too.
 */
export function registerDemoEndEvent(app: FastifyInstance): void {
  for (const [ending, path] of Object.entries(DEMO_END_PATHS) as [Ending, string][]) {
    app.post<{ Querystring: { id?: string } }>(path, { schema: { hide: true } }, async (request, reply) => {
      if (!app.demoAllowed(request)) return demoNotFound(reply);
      const id = Number(request.query.id);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return reply.status(400).send({ error: 'id' });
      const settledMarkets = await endEvent(app.database.db, id, ending, new Date(), Math.random);
      if (!settledMarkets) return reply.status(404).send({ error: 'not running' });
      const settled = await settlePending(app.database.db, app, settledMarkets);
      return { event: id, settled_bets: settled };
    });
  }
}
