import { subscribeFreeSpinGrants } from './services/free-spin-grants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { CasinoArea } from './casino-context';
import { createHistoryExports, registerHistoryExports } from './history-exports';
import { createCatalogueRepository } from './repositories/catalogue-repository';
import { createFreeSpinsRepository } from './repositories/free-spins-repository';
import { createGameStatusRepository } from './repositories/game-status-repository';
import { createJackpotsRepository } from './repositories/jackpots-repository';
import { createRoundsRepository } from './repositories/rounds-repository';
import { createTournamentsRepository } from './repositories/tournaments-repository';
import { createImageRenderer } from './services/image-renderer';
import { createSpinService } from './services/slot/spin-service';
import { registerFreespinsGet } from './routes/freespins-get';
import { registerGamePage } from './routes/game-page';
import { registerGamesAddLike } from './routes/games-add-like';
import { registerGamesCreateHistoryExportRequest } from './routes/games-create-history-export-request';
import { registerGamesDownloadHistoryExport } from './routes/games-download-history-export';
import { registerGamesGet } from './routes/games-get';
import { registerGamesGetCategories } from './routes/games-get-categories';
import { registerGamesGetHistory } from './routes/games-get-history';
import { registerGamesGetHistoryExportRequest } from './routes/games-get-history-export-request';
import { registerGamesGetLikes } from './routes/games-get-likes';
import { registerGamesGetProviders } from './routes/games-get-providers';
import { registerGamesRemoveLike } from './routes/games-remove-like';
import { registerImageProxy } from './routes/image-proxy';
import { registerJackpotsGet } from './routes/jackpots-get';
import { registerJackpotsGetWinners } from './routes/jackpots-get-winners';
import { registerLeaderboardGet } from './routes/leaderboard-get';
import { registerLeaderboardLive } from './routes/leaderboard-live';
import { registerLeaderboardTop } from './routes/leaderboard-top';
import { registerSlotAssets } from './routes/slot-assets';
import { registerSlotSpin } from './routes/slot-spin';
import { registerSlotState } from './routes/slot-state';
import { registerTournamentsGet } from './routes/tournaments-get';
import { registerTournamentsParticipate } from './routes/tournaments-participate';

export function createCasinoArea(app: FastifyInstance, db: Db): CasinoArea {
  return {
    catalogue: createCatalogueRepository(db),
    tournaments: createTournamentsRepository(db),
    freeSpins: createFreeSpinsRepository(db),
    rounds: createRoundsRepository(db),
    jackpots: createJackpotsRepository(db),
    images: createImageRenderer(),
    spins: createSpinService(db, { wallet: app.wallet, events: app.events, protection: app.playerProtection }),
    exports: createHistoryExports(db, app.jobs),
  };
}

/** One line per route file; each registers one call or one non-API route. */
const routes = [
  registerGamesGet,
  registerGamesGetCategories,
  registerGamesGetProviders,
  registerGamesGetLikes,
  registerGamesAddLike,
  registerGamesRemoveLike,
  registerGamesGetHistory,
  registerGamesCreateHistoryExportRequest,
  registerGamesGetHistoryExportRequest,
  registerGamesDownloadHistoryExport,
  registerFreespinsGet,
  registerJackpotsGet,
  registerJackpotsGetWinners,
  registerTournamentsGet,
  registerTournamentsParticipate,
  registerLeaderboardGet,
  registerLeaderboardLive,
  registerLeaderboardTop,
  registerSlotState,
  registerSlotSpin,
  registerImageProxy,
  registerSlotAssets,
  registerGamePage,
];

/**
 * The casino area: the game catalogue, likes, game history and its CSV export, free spins,
 * jackpots, tournaments and leaderboards, the image proxy and the slot game server. It reads the
 * slot page's texts through `app.content`, so it comes after the content area.
 */
export const casinoArea = fp(
  async function casinoArea(app: FastifyInstance) {
    const area = createCasinoArea(app, app.database.db);
    const gameStatus = createGameStatusRepository(app.database.db);
    app.decorate('casino', {
      gameStatus: (sysname: string) => gameStatus.statusOf(sysname),
      tournamentExists: async (id: number) => Boolean(await area.tournaments.find(id)),
    });
    // Loading the catalogue index takes a few hundred milliseconds with thousands of games: paid
    // before the server listens rather than by the first visitor's hall.
    app.addHook('onReady', () => area.catalogue.warm());
    registerHistoryExports(app, area.exports);
    subscribeFreeSpinGrants(app);
    for (const register of routes) register(app, area);
  },
  { name: 'area:casino', dependencies: ['area:content'] },
);
