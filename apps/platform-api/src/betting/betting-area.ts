import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineFeedJobs } from './feed-job';
import { registerDemoFinishEvent } from './routes/demo-finish-event';
import { registerGetBets } from './routes/get-bets';
import { registerGetEvent } from './routes/get-event';
import { registerGetEvents } from './routes/get-events';
import { registerGetSports } from './routes/get-sports';
import { registerPlaceBet } from './routes/place-bet';
import { registerPriceStream } from './routes/price-stream';
import { createPriceHub } from './services/price-hub';

const routes = [registerGetSports, registerGetEvents, registerGetEvent, registerPlaceBet, registerGetBets];

/**
 * The sportsbook: sports, competitions, events and markets kept moving by a simulated feed on the
 * job queue, bet placement through the ledger, settlement once per bet when results are
 * published, and live prices pushed to browsers over Server-Sent Events.
 */
export const bettingArea = fp(
  async function bettingArea(app: FastifyInstance) {
    const hub = createPriceHub(app.database, app.log);
    for (const register of routes) register(app);
    registerPriceStream(app, hub);
    registerDemoFinishEvent(app);
    if (app.config.bettingFeed) defineFeedJobs(app);
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', () => hub.stop());
  },
  { name: 'area:betting', dependencies: ['area:account', 'area:player-protection'] },
);
