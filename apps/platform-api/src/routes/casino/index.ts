import type { FastifyInstance } from 'fastify';
import { createCasinoServices } from '../../casino';
import { createHistoryExports } from '../../casino/history-exports';
import { createContentRepositories } from '../../content';
import { registerGamePageRoute } from './game-page-route';
import { registerGamesGet } from './games-get';
import { registerGamesGetHistory } from './games-history';
import { registerGamesHistoryExport } from './games-history-export';
import { registerGamesGetCategories } from './games-get-categories';
import { registerGamesGetLikes } from './games-get-likes';
import { registerGamesGetProviders } from './games-get-providers';
import { registerGamesSetLike } from './games-set-like';
import { registerFreespinsGet } from './freespins-get';
import { registerImageRoute } from './image-route';
import { registerJackpotsGet } from './jackpots-get';
import { registerJackpotsGetWinners } from './jackpots-get-winners';
import { registerLeaderboardGet } from './leaderboard-get';
import { registerLeaderboardWins } from './leaderboard-wins';
import { registerTournamentsGet } from './tournaments-get';
import { registerTournamentsParticipate } from './tournaments-participate';
import { registerSlotSpin } from './slot-spin';
import { registerSlotState } from './slot-state';

/** Calls of the casino areas (games, freespins, Jackpots, tournaments, leaderboard, slot), the image proxy and the game server. */
export async function casinoAreaRoutes(app: FastifyInstance): Promise<void> {
  const casino = createCasinoServices(app.database.db);
  const content = createContentRepositories(app.database.db);

  // Loading the catalogue index takes a few hundred milliseconds with thousands of games: paid
  // before the server listens rather than by the first visitor's hall.
  app.addHook('onReady', () => casino.catalogue.warm());
  registerGamesGet(app, casino);
  registerGamesGetCategories(app, casino, content);
  registerGamesGetProviders(app, casino);
  registerGamesGetLikes(app, casino);
  registerGamesSetLike(app, casino);
  registerGamesGetHistory(app);
  const exports = createHistoryExports(app.database.db, app.log);
  registerGamesHistoryExport(app, exports);
  const stopExports = exports.start();
  app.addHook('onClose', async () => {
    stopExports();
    await exports.settle();
  });
  registerFreespinsGet(app);
  registerJackpotsGet(app);
  registerJackpotsGetWinners(app);
  registerTournamentsGet(app, casino, content);
  registerTournamentsParticipate(app, casino);
  registerLeaderboardGet(app, casino);
  registerLeaderboardWins(app);
  registerImageRoute(app, casino);
  registerSlotState(app, casino);
  registerSlotSpin(app, casino);
  registerGamePageRoute(app, casino, content);
}
