import type { FastifyInstance } from 'fastify';
import { createCharactersRepository } from '../../loyalty/characters-repository';
import { registerCharacterImageRoute } from './character-image-route';
import { registerCharacterCalls } from './characters-calls';

/** Calls of the loyalty area that exist so far: the characters, and their generated portraits. */
export async function loyaltyAreaRoutes(app: FastifyInstance): Promise<void> {
  const characters = createCharactersRepository(app.database.db);
  registerCharacterCalls(app, characters);
  registerCharacterImageRoute(app, characters);
}
