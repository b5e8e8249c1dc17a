import type { Db } from '../db/database';
import { createCatalogueRepository } from './catalogue-repository';
import { createImageRenderer } from './image-renderer';
import { createSpinService } from './slot/spin-service';
import { createTournamentsRepository } from './tournaments-repository';

/** Everything the casino routes read and write, built once per app from its database. */
export function createCasinoServices(db: Db) {
  return {
    catalogue: createCatalogueRepository(db),
    images: createImageRenderer(),
    spins: createSpinService(db),
    tournaments: createTournamentsRepository(db),
  };
}

export type CasinoServices = ReturnType<typeof createCasinoServices>;
