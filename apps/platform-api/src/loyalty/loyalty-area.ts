import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { LoyaltyArea } from './loyalty-context';
import { createCharactersRepository } from './repositories/characters-repository';
import { createProgrammeRepository } from './repositories/programme-repository';
import { registerBuyProduct } from './routes/buy-product';
import { registerCharacterImage } from './routes/character-image';
import { registerCoinIcon } from './routes/coin-icon';
import { registerGetCharacters } from './routes/get-characters';
import { registerGetInfo } from './routes/get-info';
import { registerGetNotifications } from './routes/get-notifications';
import { registerGetProducts } from './routes/get-products';
import { registerGetPrograms } from './routes/get-programs';
import { registerMarkNotificationShown } from './routes/mark-notification-shown';
import { registerSetCharacter } from './routes/set-character';
import { subscribeLoyaltyEvents } from './services/loyalty-events';

export function createLoyaltyArea(db: Db): LoyaltyArea {
  return { characters: createCharactersRepository(db), programme: createProgrammeRepository(db) };
}

/** One line per route file; each registers one call or one non-API route. */
const routes = [
  registerGetCharacters,
  registerCharacterImage,
  registerCoinIcon,
  registerGetInfo,
  registerSetCharacter,
  registerGetNotifications,
  registerMarkNotificationShown,
  registerGetProducts,
  registerBuyProduct,
  registerGetPrograms,
];

/**
 * The loyalty area: characters and their portraits, and the programme (levels, points, quests, the
 * shop, notifications), which earns from other areas' domain events (`services/loyalty-events.ts`).
 */
export const loyaltyArea = fp(
  async function loyaltyArea(app: FastifyInstance) {
    const area = createLoyaltyArea(app.database.db);
    app.decorate('loyalty', { isSelectableCharacter: (id: number) => area.characters.isSelectable(id) });
    subscribeLoyaltyEvents(app);
    for (const register of routes) register(app, area);
  },
  { name: 'area:loyalty' },
);
