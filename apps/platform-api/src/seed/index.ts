import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { seedAccounts } from './account';
import { seedBonus } from './bonus';
import { seedBetting } from './betting';
import { seedCashier } from './cashier';
import { seedCasino } from './casino';
import { seedContent } from './content';
import { seedLoyalty } from './loyalty';
import { seedLoyaltyProgramme } from './loyalty/programme';
import { seedStaff } from './staff';

export interface SeedResult {
  /** Printed at start so a person can sign in to the demo. */
  demoLogin?: { login: string; password: string };
  /** The demo back-office admin, printed at start with its authenticator secret. */
  demoAdmin?: { email: string; password: string; totpSecret: string };
}

/** Idempotent: every area seeds only what is missing, so restarts keep players' data. */
export async function seed(db: Db, config: AppConfig): Promise<SeedResult> {
  await seedContent(db, config);
  await seedLoyalty(db);
  const demoLogin = await seedAccounts(db, config);
  await seedCasino(db, { demoData: config.demoMode, gameCount: config.seedGameCount });
  await seedCashier(db, { demoData: config.demoMode });
  // After the casino: the shop's free spins are for one of its games.
  await seedLoyaltyProgramme(db, { demoData: config.demoMode });
  await seedBonus(db, { demoData: config.demoMode });
  await seedBetting(db);
  const demoAdmin = await seedStaff(db, config);
  return { demoLogin, demoAdmin };
}
