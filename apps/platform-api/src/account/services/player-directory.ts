import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountInfo } from '@nfx/api-contract';
import type { SaveProfileInfoInput } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { AccountRow, AccountUpdate, NewAccount } from '../../db/tables/account';
import type { NewContact } from '../repositories/contacts-repository';
import type { PlayerRepositories } from '../repositories/player-repositories';
import { accountInfoOf } from './account-info';
import { profileColumnsOf } from './profile-columns';
import { endSession, startSession } from './sessions';
import { issueUnsubscribeLink } from './unsubscribe-link';

/** Writes of player data inside a unit of work opened by {@link PlayerDirectory.transaction}. */
export interface PlayerWrites {
  create(account: NewAccount): Promise<AccountRow>;
  update(accountId: number, changes: AccountUpdate): Promise<void>;
  /** A contact the account already has stays as it is. */
  addContact(contact: NewContact): Promise<void>;
  /** Ends every session of the account, or every other one when `exceptTokenHash` names the caller's. */
  endSessions(accountId: number, exceptTokenHash?: string): Promise<void>;
}

/**
 * What other areas may ask of the account area, decorated as `app.players`: auth signs players
 * in, registers them and resets passwords; the casino reads balances. Reads of a player go
 * through the read cache; a write made with other SQL is followed by `forget`.
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
  /** Drops the cached session lookups of an account (they carry its ban) after a write made with other SQL. */
  forgetSessions(accountId: number): void;
  /** Account info (§3) of a row, as sign-in and registration answer it. */
  infoOf(account: AccountRow): AccountInfo;
  /** The profile fields of a form (registration, profile) as account columns; absent fields stay unchanged. */
  profileColumnsOf(input: Partial<SaveProfileInfoInput>): AccountUpdate;
  /** A fresh unsubscribe link for a mailing to the account. */
  issueUnsubscribeLink(accountId: number): Promise<string>;
  /** Signs the request's browser in (a new session cookie; the browser's previous session ends). */
  startSession(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void>;
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** One transaction over player data and the caller's own tables (bound to `trx`): all of it happens or none. */
  transaction<T>(work: (players: PlayerWrites, trx: Db) => Promise<T>): Promise<T>;
}

function writesOf(players: PlayerRepositories): PlayerWrites {
  return {
    create: (account) => players.accounts.create(account),
    update: (accountId, changes) => players.accounts.update(accountId, changes),
    addContact: (contact) => players.contacts.add(contact),
    endSessions: (accountId, exceptTokenHash) => players.sessions.deleteForAccount(accountId, exceptTokenHash),
  };
}

export function createPlayerDirectory(players: PlayerRepositories, publicOrigin: string): PlayerDirectory {
  const { accounts, sessions, reference } = players;
  return {
    findById: (accountId) => accounts.findById(accountId),
    findByLogin: (login) => accounts.findByLogin(login),
    takenIdentifiers: (candidate, exceptAccountId) => accounts.takenIdentifiers(candidate, exceptAccountId),
    currencyExists: (currency) => reference.currencyExists(currency),
    acceptTwoFactorStep: (accountId, step) => accounts.acceptTwoFactorStep(accountId, step),
    update: (accountId, changes) => accounts.update(accountId, changes),
    forget: (accountId) => accounts.forget(accountId),
    forgetSessions: (accountId) => sessions.forgetAccount(accountId),
    infoOf: accountInfoOf,
    profileColumnsOf,
    issueUnsubscribeLink: (accountId) => issueUnsubscribeLink(accounts, accountId, publicOrigin),
    startSession: (request, reply, accountId) => startSession(sessions, request, reply, accountId),
    endSession: (request, reply) => endSession(sessions, request, reply),
    transaction: (work) => players.transaction((bound, trx) => work(writesOf(bound), trx)),
  };
}
