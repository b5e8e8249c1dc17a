import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AccountRow } from '../../db/tables/account';
import { type AccountsRepository, createAccountsRepository } from './accounts-repository';
import { type ContactsRepository, createContactsRepository } from './contacts-repository';
import { READ_CACHE_TTL_MS, TtlCache } from './read-cache';
import { type ReferenceRepository, createReferenceRepository } from './reference-repository';
import { createSessionsRepository, type SessionLookup, type SessionsRepository } from './sessions-repository';
import { createSignInsRepository, type SignInsRepository } from './sign-ins-repository';
import { createSigningKeysRepository, type SigningKeysRepository } from './signing-keys-repository';

/** The player data the account area owns: accounts, their contacts and sessions, and the reference data of the forms. */
export interface PlayerRepositories {
  accounts: AccountsRepository;
  contacts: ContactsRepository;
  sessions: SessionsRepository;
  signIns: SignInsRepository;
  reference: ReferenceRepository;
  /** Shared by the repositories of transactions: a key is made once. */
  signingKeys: SigningKeysRepository;
  /**
   * Runs `work` in one transaction with these repositories bound to it; `trx` lets a caller bind
   * its own repositories to the same transaction (and record domain events in it). All of it happens or none.
   */
  transaction<T>(work: (players: PlayerRepositories, trx: Transaction<Database>) => Promise<T>): Promise<T>;
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
export function createPlayerRepositories(
  db: Db,
  caches: ReadCaches = createReadCaches(),
  inTransaction = false,
  signingKeys: SigningKeysRepository = createSigningKeysRepository(db),
): PlayerRepositories {
  return {
    accounts: createAccountsRepository(db, { cache: caches.accounts, inTransaction }),
    contacts: createContactsRepository(db),
    sessions: createSessionsRepository(db, { cache: caches.sessions, inTransaction }),
    signIns: createSignInsRepository(db),
    reference: createReferenceRepository(db),
    signingKeys,
    transaction: (work) => db.transaction().execute((trx) => work(createPlayerRepositories(trx, caches, true, signingKeys), trx)),
  };
}
