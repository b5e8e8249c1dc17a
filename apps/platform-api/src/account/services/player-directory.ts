import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AccountInfo } from '@nfx/api-contract';
import type { SaveProfileInfoInput } from '@nfx/validation';
import type { Database } from '../../db/schema';
import type { AccountRow, AccountUpdate, ContactRow, NewAccount } from '../../db/tables/account';
import type { NewContact } from '../repositories/contacts-repository';
import type { PlayerRepositories } from '../repositories/player-repositories';
import { accountInfoOf } from './account-info';
import { sendRegistrationConfirmations } from './contact-confirmation';
import { type MarketingComposer, mayReceiveMarketing, sendMarketing, stopMarketing } from './marketing';
import { isProfileComplete } from './profile-changes';
import { profileColumnsOf } from './profile-columns';
import { endSession, startSession } from './sessions';

/** Writes of player data inside a unit of work opened by {@link PlayerDirectory.transaction}. */
export interface PlayerWrites {
  create(account: NewAccount): Promise<AccountRow>;
  update(accountId: number, changes: AccountUpdate): Promise<void>;
  /** A contact the account already has stays as it is. */
  addContact(contact: NewContact): Promise<void>;
  /** Ends every session of the account, or every other one when `exceptTokenHash` names the caller's. */
  endSessions(accountId: number, exceptTokenHash?: string): Promise<void>;
  /**
   * No more marketing to the account: every contact unsubscribed, and with `until` no subscribing
   * again before then (a self-exclusion passes its end; a permanent one a far date). Part of the
   * caller's transaction, so it happens exactly when the caller's change does.
   */
  stopMarketing(accountId: number, until: Date | null): Promise<void>;
}

/**
 * What other areas may ask of the account area, decorated as `app.players`: auth signs players
 * in, registers them and resets passwords; the casino reads balances; campaigns send marketing;
 * responsible gaming stops it. Reads of a player go through the read cache; a write made with
 * other SQL is followed by `forget`.
 */
export interface PlayerDirectory {
  findById(accountId: number): Promise<AccountRow | undefined>;
  /** A login may be the account's login, its email or its phone number (case-insensitive). */
  findByLogin(login: string): Promise<AccountRow | undefined>;
  /** Which of the given identifiers already belong to another account. */
  takenIdentifiers(
    candidate: { login?: string; email?: string; mobile?: string },
    exceptAccountId?: number,
  ): Promise<Array<'login' | 'email' | 'mobile'>>;
  currencyExists(currency: string): Promise<boolean>;
  /** Records a TOTP step as used unless an equal or later one already was; true when recorded. */
  acceptTwoFactorStep(accountId: number, step: number): Promise<boolean>;
  update(accountId: number, changes: AccountUpdate): Promise<void>;
  /** Drops the cached row after a write made with other SQL (the slot's balance update). */
  forget(accountId: number): void;
  /** Drops the cached session lookups of an account (they carry its ban), here and on every instance, after a write made with other SQL. */
  forgetSessions(accountId: number): Promise<void>;
  /** Account info (§3) of a row with its balances from the ledger, as sign-in and registration answer it. */
  infoOf(account: AccountRow): Promise<AccountInfo>;
  /** The profile fields of a form (registration, profile) as account columns; absent fields stay unchanged. */
  profileColumnsOf(input: Partial<SaveProfileInfoInput>): AccountUpdate;
  /**
   * Whether every required personal field of the account's country is filled, for the row as it
   * will be after a save: `profile.saved`'s `complete`.
   */
  isProfileComplete(account: Record<string, unknown>): Promise<boolean>;
  /**
   * After a registration committed: the confirmation message (link and code) to each of the new
   * account's contacts, welcoming the player. A failure to send is logged, never thrown: the
   * account exists, and the player can ask again from the profile.
   */
  sendRegistrationConfirmations(accountId: number): Promise<void>;
  /** Whether this contact of the account may receive marketing now (the one rule: subscribed, confirmed, not blocked). */
  mayReceiveMarketing(account: AccountRow, contact: ContactRow): boolean;
  /**
   * Sends a marketing message (composed in the player's locale) to every contact of the account
   * that may receive it, each with its own signed unsubscribe link; resolves to how many left.
   * The only way marketing leaves.
   */
  sendMarketing(accountId: number, compose: MarketingComposer): Promise<number>;
  /** {@link PlayerWrites.stopMarketing} in a transaction of its own. */
  stopMarketing(accountId: number, until: Date | null): Promise<void>;
  /** Signs the request's browser in (a new session cookie; the browser's previous session ends). */
  startSession(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void>;
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * One transaction over player data and the caller's own tables (bound to `trx`, where the
   * caller also records its domain events): all of it happens or none.
   */
  transaction<T>(work: (players: PlayerWrites, trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

function writesOf(players: PlayerRepositories): PlayerWrites {
  return {
    create: (account) => players.accounts.create(account),
    update: (accountId, changes) => players.accounts.update(accountId, changes),
    addContact: (contact) => players.contacts.add(contact),
    endSessions: async (accountId, exceptTokenHash) => void (await players.sessions.deleteForAccount(accountId, exceptTokenHash)),
    stopMarketing: async (accountId, until) => void (await stopMarketing(players, accountId, until)),
  };
}

export function createPlayerDirectory(app: FastifyInstance, players: PlayerRepositories): PlayerDirectory {
  const { accounts, sessions, reference, contacts } = players;
  return {
    findById: (accountId) => accounts.findById(accountId),
    findByLogin: (login) => accounts.findByLogin(login),
    takenIdentifiers: (candidate, exceptAccountId) => accounts.takenIdentifiers(candidate, exceptAccountId),
    currencyExists: (currency) => reference.currencyExists(currency),
    acceptTwoFactorStep: (accountId, step) => accounts.acceptTwoFactorStep(accountId, step),
    update: (accountId, changes) => accounts.update(accountId, changes),
    forget: (accountId) => accounts.forget(accountId),
    forgetSessions: (accountId) => sessions.forgetAccount(accountId),
    infoOf: async (account) => accountInfoOf(account, await app.wallet.balances(app.database.db, account.id, account.currency)),
    profileColumnsOf,
    isProfileComplete: (account) => isProfileComplete(reference, account),
    sendRegistrationConfirmations: async (accountId) => {
      const account = await accounts.findById(accountId);
      if (account) await sendRegistrationConfirmations(app, contacts, account);
    },
    mayReceiveMarketing: (account, contact) => mayReceiveMarketing(account, contact),
    sendMarketing: (accountId, compose) => sendMarketing(app, players, accountId, compose),
    stopMarketing: (accountId, until) => players.transaction(async (bound) => void (await stopMarketing(bound, accountId, until))),
    startSession: (request, reply, accountId) => startSession(players, request, reply, accountId),
    endSession: (request, reply) => endSession(sessions, request, reply),
    transaction: (work) => players.transaction((bound, trx) => work(writesOf(bound), trx)),
  };
}
