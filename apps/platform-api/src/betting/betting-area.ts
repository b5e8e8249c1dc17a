import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineFeedJobs, defineSettlementJob } from './feed-job';
import { registerDemoEndEvent } from './routes/demo-end-event';
import { registerGetBets } from './routes/get-bets';
import { registerGetEvent } from './routes/get-event';
import { registerGetEvents } from './routes/get-events';
import { registerGetSports } from './routes/get-sports';
import { registerPlaceBet } from './routes/place-bet';
import { registerPriceStream } from './routes/price-stream';
import { recordFreeBet, revokeFreeBet } from './services/free-bets';
import { createPriceHub } from './services/price-hub';

const routes = [registerGetSports, registerGetEvents, registerGetEvent, registerPlaceBet, registerGetBets];

/**
 * The sportsbook: sports, competitions, events and markets kept moving by a simulated feed on the
 * job queue, bet placement through the ledger, settlement once per bet when results are
 * published (a job of its own, `betting.settle`), and live prices pushed to browsers over
 * Server-Sent Events. Free bets the bonus engine grants arrive as events (`betting.free-bets`) and
 * may pay a stake.
 */
export const bettingArea = fp(
  async function bettingArea(app: FastifyInstance) {
    const hub = createPriceHub(app.database, app.log);
    for (const register of routes) register(app);
    app.events.subscribe('betting.free-bets', ['free_bet.granted', 'free_bet.revoked'], async (event, trx) => {
      if (event.type === 'free_bet.granted') await recordFreeBet(trx, event.payload);
      else if (event.type === 'free_bet.revoked') await revokeFreeBet(trx, event.payload);
    });
    registerPriceStream(app, hub);
    registerDemoEndEvent(app);
    defineSettlementJob(app);
    if (app.config.bettingFeed) defineFeedJobs(app);
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', () => hub.stop());
  },
  { name: 'area:betting', dependencies: ['area:account', 'area:player-protection'] },
);
