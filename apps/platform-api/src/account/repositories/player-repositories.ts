import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AccountRow } from '../../db/tables/account';
import { type AccountsRepository, createAccountsRepository } from './accounts-repository';
import { type ContactsRepository, createContactsRepository } from './contacts-repository';
import type { TtlCache } from './read-cache';
import { type ReferenceRepository, createReferenceRepository } from './reference-repository';
import { createSessionsRepository, type EndedSessions, type SessionLookup, type SessionsRepository } from './sessions-repository';
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
  /** Drops ended sessions here and tells the other instances (a no-op for one process). */
  announceEndedSessions(ended: EndedSessions): Promise<void>;
}

/**
 * The repositories of one transaction: sessions it ends are announced after it commits, never
 * before. Announced earlier, another instance could drop its entry, read the still-committed
 * session again and cache it for another time-to-live.
 */
async function inTransaction<T>(
  db: Db,
  caches: ReadCaches,
  signingKeys: SigningKeysRepository,
  work: (players: PlayerRepositories, trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const ended: EndedSessions[] = [];
  const held: ReadCaches = { ...caches, announceEndedSessions: async (sessions) => void ended.push(sessions) };
  const result = await db.transaction().execute((trx) => work(createPlayerRepositories(trx, held, true, signingKeys), trx));
  for (const sessions of ended) await caches.announceEndedSessions(sessions);
  return result;
}

/**
 * One repository per table group, all bound to the given database (or transaction). The read
 * caches (`createReadCaches` in `services/session-revocation.ts`) are shared with the repositories
 * of transactions, which invalidate but never fill them.
 */
export function createPlayerRepositories(
  db: Db,
  caches: ReadCaches,
  transactional = false,
  signingKeys: SigningKeysRepository = createSigningKeysRepository(db),
): PlayerRepositories {
  return {
    accounts: createAccountsRepository(db, { cache: caches.accounts, inTransaction: transactional }),
    contacts: createContactsRepository(db),
    sessions: createSessionsRepository(db, {
      cache: caches.sessions,
      inTransaction: transactional,
      announce: caches.announceEndedSessions,
    }),
    signIns: createSignInsRepository(db),
    reference: createReferenceRepository(db),
    signingKeys,
    transaction: (work) => inTransaction(db, caches, signingKeys, work),
  };
}
