// The account area's context: what its routes are given and what it decorates the app with. Routes
// import this module, never `account-area.ts`, which imports them (issue 43 §5).
import type { PlayerRepositories } from './repositories/player-repositories';
import type { PlayerDirectory } from './services/player-directory';

/** What the account routes are given: the player repositories, built once per app from its database. */
export type AccountArea = PlayerRepositories;

export type { PlayerDirectory, PlayerWrites } from './services/player-directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account area's directory of players, for the areas that sign them in or read their balances. */
    players: PlayerDirectory;
  }
}
