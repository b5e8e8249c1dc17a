import type { Db } from '../../db/database';
import type { AccountRow } from '../../db/tables/account';
import { type AccountsRepository, createAccountsRepository } from './accounts-repository';
import { type ContactsRepository, createContactsRepository } from './contacts-repository';
import { READ_CACHE_TTL_MS, TtlCache } from './read-cache';
import { type ReferenceRepository, createReferenceRepository } from './reference-repository';
import { createSessionsRepository, type SessionLookup, type SessionsRepository } from './sessions-repository';

/** The player data the account area owns: accounts, their contacts and sessions, and the reference data of the forms. */
export interface PlayerRepositories {
  accounts: AccountsRepository;
  contacts: ContactsRepository;
  sessions: SessionsRepository;
  reference: ReferenceRepository;
  /**
   * Runs `work` in one transaction with these repositories bound to it; `trx` lets a caller bind
   * its own repositories to the same transaction. All of it happens or none.
   */
  transaction<T>(work: (players: PlayerRepositories, trx: Db) => Promise<T>): Promise<T>;
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
export function createPlayerRepositories(db: Db, caches: ReadCaches = createReadCaches(), inTransaction = false): PlayerRepositories {
  return {
    accounts: createAccountsRepository(db, { cache: caches.accounts, inTransaction }),
    contacts: createContactsRepository(db),
    sessions: createSessionsRepository(db, { cache: caches.sessions, inTransaction }),
    reference: createReferenceRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createPlayerRepositories(trx, caches, true), trx)),
  };
}
