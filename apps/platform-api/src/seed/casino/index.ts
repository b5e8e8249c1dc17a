import type { Db } from '../../db/database';
import { DEMO_PLAYER } from '../account';
import { seedCatalogue, seedGameCustomIds } from './catalogue';
import { seedPromotions } from './promotions';

/** Size of the seeded catalogue (the spec's hall pages through thousands of games). */
export const SEEDED_GAME_COUNT = 3200;

export interface CasinoSeedOptions {
  gameCount?: number;
  /** Demo sites also get a win history, tournament rivals and the demo player's free spins. */
  demoData?: boolean;
}

/** Idempotent like every area's seed: runs after the accounts, whose demo player gets free spins. */
export async function seedCasino(db: Db, { gameCount = SEEDED_GAME_COUNT, demoData = true }: CasinoSeedOptions = {}): Promise<void> {
  await seedCatalogue(db, gameCount);
  await seedGameCustomIds(db);
  await seedPromotions(db, demoData ? DEMO_PLAYER.login : null);
}
