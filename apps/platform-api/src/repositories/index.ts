import type { Db } from '../db/database';
import type { AccountRow } from '../db/tables/account';
import { READ_CACHE_TTL_MS, TtlCache } from './read-cache';
import type { SessionLookup } from './sessions-repository';
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

export interface ReadCaches {
  accounts: TtlCache<number, AccountRow>;
  sessions: TtlCache<string, SessionLookup>;
}

export function createReadCaches(): ReadCaches {
  return { accounts: new TtlCache(READ_CACHE_TTL_MS), sessions: new TtlCache(READ_CACHE_TTL_MS) };
}

/**
 * One repository per table group, all bound to the given database (or transaction). The read
 * caches are shared with the repositories of transactions, which invalidate but never fill them.
 */
export function createRepositories(db: Db, caches: ReadCaches = createReadCaches(), inTransaction = false): Repositories {
  return {
    accounts: createAccountsRepository(db, { cache: caches.accounts, inTransaction }),
    sessions: createSessionsRepository(db, { cache: caches.sessions, inTransaction }),
    contacts: createContactsRepository(db),
    security: createSecurityRepository(db),
    outbox: createOutboxRepository(db),
    identities: createIdentitiesRepository(db),
    reference: createReferenceRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx, caches, true))),
  };
}
