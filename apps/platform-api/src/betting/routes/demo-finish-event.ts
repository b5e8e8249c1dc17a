import type { FastifyInstance } from 'fastify';
import { demoNotFound } from '../../plugins/demo-access';
import { finishEvent } from '../services/feed-simulator';
import { settlePending } from '../services/settlement';

export const DEMO_FINISH_PATH = '/demo/betting/finish-event';

/**
 * The demo operator's shortcut: plays an event to its end now, publishes its results and settles
 * its bets (a simulated match takes minutes). Like every demo helper, 404 unless demo mode is on
 * and the browser may see demo pages; a POST, so the app's same-origin check applies too.
 */
export function registerDemoFinishEvent(app: FastifyInstance): void {
  app.post<{ Querystring: { id?: string } }>(DEMO_FINISH_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const id = Number(request.query.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return reply.status(400).send({ error: 'id' });
    const settledMarkets = await finishEvent(app.database.db, id, new Date(), Math.random);
    if (!settledMarkets) return reply.status(404).send({ error: 'not running' });
    const settled = await settlePending(app.database.db, app, settledMarkets);
    return { event: id, settled_bets: settled };
  });
}
