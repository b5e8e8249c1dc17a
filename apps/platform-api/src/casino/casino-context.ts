// The casino area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `casino-area.ts`, which imports them (issue 43 §5).
import type { HistoryExports } from './history-exports';
import type { CatalogueRepository } from './repositories/catalogue-repository';
import type { FreeSpinsRepository } from './repositories/free-spins-repository';
import type { GameStatus } from './repositories/game-status-repository';
import type { JackpotsRepository } from './repositories/jackpots-repository';
import type { RoundsRepository } from './repositories/rounds-repository';
import type { TournamentsRepository } from './repositories/tournaments-repository';
import type { ImageRenderer } from './services/image-renderer';
import type { SpinService } from './services/slot/spin-service';

/** What the casino routes are given: built once per app from its database. */
export interface CasinoArea {
  catalogue: CatalogueRepository;
  tournaments: TournamentsRepository;
  freeSpins: FreeSpinsRepository;
  rounds: RoundsRepository;
  jackpots: JackpotsRepository;
  images: ImageRenderer;
  spins: SpinService;
  exports: HistoryExports;
}

/** What others may ask of the casino (the site server answers 404 or 410 for unknown or disabled pages). */
export interface CasinoDirectory {
  /** Whether a game exists under a sysname and is switched on; undefined when none does. */
  gameStatus(sysname: string): Promise<GameStatus | undefined>;
  tournamentExists(id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    casino: CasinoDirectory;
  }
}
