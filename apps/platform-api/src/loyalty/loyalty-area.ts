import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { type CharactersRepository, createCharactersRepository } from './repositories/characters-repository';
import { registerCharacterImage } from './routes/character-image';
import { registerGetCharacters } from './routes/get-characters';

/** What the loyalty routes are given: built once per app from its database. */
export interface LoyaltyArea {
  characters: CharactersRepository;
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

export function createLoyaltyArea(db: Db): LoyaltyArea {
  return { characters: createCharactersRepository(db) };
}

/** One line per route file; each registers one call or one non-API route. */
const routes = [registerGetCharacters, registerCharacterImage];

/** The loyalty area: characters and their portraits (the programme itself comes with its issue). */
export const loyaltyArea = fp(
  async function loyaltyArea(app: FastifyInstance) {
    const area = createLoyaltyArea(app.database.db);
    app.decorate('loyalty', { isSelectableCharacter: (id: number) => area.characters.isSelectable(id) });
    for (const register of routes) register(app, area);
  },
  { name: 'area:loyalty' },
);
