import type { Db } from '../db/database';
import { createAccountsRepository } from './accounts-repository';
import { createContactsRepository } from './contacts-repository';
import { createIdentitiesRepository } from './identities-repository';
import { createOutboxRepository } from './outbox-repository';
import { createReferenceRepository } from './reference-repository';
import { createSecurityRepository } from './security-repository';
import { createSessionsRepository } from './sessions-repository';

export interface Repositories {
  accounts: ReturnType<typeof createAccountsRepository>;
  sessions: ReturnType<typeof createSessionsRepository>;
  contacts: ReturnType<typeof createContactsRepository>;
  security: ReturnType<typeof createSecurityRepository>;
  outbox: ReturnType<typeof createOutboxRepository>;
  identities: ReturnType<typeof createIdentitiesRepository>;
  reference: ReturnType<typeof createReferenceRepository>;
  /** Runs `work` in one transaction with repositories bound to it: all of it happens or none. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** One repository per table group, all bound to the given database (or transaction). */
export function createRepositories(db: Db): Repositories {
  return {
    accounts: createAccountsRepository(db),
    sessions: createSessionsRepository(db),
    contacts: createContactsRepository(db),
    security: createSecurityRepository(db),
    outbox: createOutboxRepository(db),
    identities: createIdentitiesRepository(db),
    reference: createReferenceRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx))),
  };
}
