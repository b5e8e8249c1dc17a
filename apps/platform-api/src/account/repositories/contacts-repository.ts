import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ContactRow, ContactsTable } from '../../db/tables/account';

export interface NewContact {
  accountId: number;
  kind: ContactsTable['kind'];
  value: string;
  phoneCountryCode?: string | null;
  isSubscribed?: boolean;
}

export interface ConfirmationSend {
  codeHash: string;
  codeExpiresAt: Date;
  linkTokenHash: string;
  linkExpiresAt: Date;
  sentAt: Date;
  sendsInWindow: number;
  windowStartedAt: Date;
}

export function createContactsRepository(db: Db) {
  return {
    listForAccount(accountId: number): Promise<ContactRow[]> {
      return db.selectFrom('contacts').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
    },

    find(accountId: number, kind: ContactsTable['kind'], value: string): Promise<ContactRow | undefined> {
      return db
        .selectFrom('contacts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .where('value', '=', value)
        .executeTakeFirst();
    },

    /** A contact the account already has stays as it is. */
    async add(contact: NewContact): Promise<void> {
      await db
        .insertInto('contacts')
        .values({
          account_id: contact.accountId,
          kind: contact.kind,
          value: contact.value,
          phone_country_code: contact.phoneCountryCode ?? null,
          is_subscribed: contact.isSubscribed ?? false,
        })
        .onConflict((conflict) => conflict.columns(['account_id', 'kind', 'value']).doNothing())
        .execute();
    },

    findById(id: number): Promise<ContactRow | undefined> {
      return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByLinkTokenHash(tokenHash: string): Promise<ContactRow | undefined> {
      return db.selectFrom('contacts').selectAll().where('link_token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The account's contacts that still wait for confirmation. */
    listUnconfirmed(accountId: number): Promise<ContactRow[]> {
      return db
        .selectFrom('contacts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('is_confirmed', '=', false)
        .orderBy('id')
        .execute();
    },

    /**
     * A new confirmation message: its code and link (hashed), when it left, and the send window it
     * counts in. Written only while the last send is still `previousSentAt`, so of two sends at
     * once one wins; false for the other.
     */
    async setConfirmation(id: number, previousSentAt: Date | null, confirmation: ConfirmationSend): Promise<boolean> {
      const result = await db
        .updateTable('contacts')
        .set({
          code_hash: confirmation.codeHash,
          code_expires_at: confirmation.codeExpiresAt,
          code_sent_at: confirmation.sentAt,
          code_attempts: 0,
          link_token_hash: confirmation.linkTokenHash,
          link_expires_at: confirmation.linkExpiresAt,
          sends_in_window: confirmation.sendsInWindow,
          send_window_started_at: confirmation.windowStartedAt,
        })
        .where('id', '=', id)
        .where('is_confirmed', '=', false)
        .where(sql<boolean>`code_sent_at is not distinct from ${previousSentAt}`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Withdraws the message sent at `sentAt`, which could not be delivered: its code and link are
     * void and the send counts no more (unless a newer one replaced it meanwhile).
     */
    async withdrawConfirmation(
      id: number,
      sentAt: Date,
      previous: Pick<ContactRow, 'code_sent_at' | 'sends_in_window' | 'send_window_started_at'>,
    ): Promise<void> {
      await db
        .updateTable('contacts')
        .set({
          code_hash: null,
          code_expires_at: null,
          code_sent_at: previous.code_sent_at,
          link_token_hash: null,
          link_expires_at: null,
          sends_in_window: previous.sends_in_window,
          send_window_started_at: previous.send_window_started_at,
        })
        .where('id', '=', id)
        .where('code_sent_at', '=', sentAt)
        .execute();
    },

    /**
     * Takes one of the code's tries before it is compared, so parallel guesses cannot exceed the
     * limit: the stored hash and the tries taken so far when a try was left and the code is live,
     * undefined otherwise.
     */
    async takeCodeAttempt(id: number, maxAttempts: number, now: Date): Promise<{ codeHash: string; attempts: number } | undefined> {
      const row = await db
        .updateTable('contacts')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('code_hash', 'is not', null)
        .where('code_expires_at', '>', now)
        .where('code_attempts', '<', maxAttempts)
        .returning(['code_hash', 'code_attempts'])
        .executeTakeFirst();
      return row?.code_hash ? { codeHash: row.code_hash, attempts: row.code_attempts } : undefined;
    },

    /**
     * Marks the contact confirmed once: true when this call confirmed it. The code and the link
     * stop working; the link's hash stays, so opening the link again says "already confirmed".
     */
    async confirm(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('contacts')
        .set({ is_confirmed: true, confirmed_at: now, code_hash: null, code_expires_at: null, code_attempts: 0, link_expires_at: null })
        .where('id', '=', id)
        .where('is_confirmed', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setSubscribed(id: number, subscribed: boolean): Promise<void> {
      await db.updateTable('contacts').set({ is_subscribed: subscribed }).where('id', '=', id).execute();
    },

    /** Turns marketing off for every subscribed contact of the account; resolves to the contacts it turned off. */
    async unsubscribeAll(accountId: number): Promise<ContactRow[]> {
      return db
        .updateTable('contacts')
        .set({ is_subscribed: false })
        .where('account_id', '=', accountId)
        .where('is_subscribed', '=', true)
        .returningAll()
        .execute();
    },

    async anySubscribed(accountId: number): Promise<boolean> {
      const row = await db
        .selectFrom('contacts')
        .select('id')
        .where('account_id', '=', accountId)
        .where('is_subscribed', '=', true)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
