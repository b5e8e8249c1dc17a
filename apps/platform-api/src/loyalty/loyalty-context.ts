// The loyalty area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `loyalty-area.ts`, which imports them (issue 43 §5).
import type { CharactersRepository } from './repositories/characters-repository';
import type { ProgrammeRepository } from './repositories/programme-repository';

/** What the loyalty routes are given: built once per app from its database. */
export interface LoyaltyArea {
  characters: CharactersRepository;
  programme: ProgrammeRepository;
}

/** What other areas may ask of loyalty (registration checks the picked character). */
export interface LoyaltyDirectory {
  isSelectableCharacter(id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: LoyaltyDirectory;
  }
}
