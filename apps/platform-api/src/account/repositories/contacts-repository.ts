import type { Db } from '../../db/database';
import type { ContactRow, ContactsTable } from '../../db/tables/account';

export interface NewContact {
  accountId: number;
  kind: ContactsTable['kind'];
  value: string;
  phoneCountryCode?: string | null;
  isSubscribed?: boolean;
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

    async setCode(id: number, code: { hash: string; expiresAt: Date; sentAt: Date }): Promise<void> {
      await db
        .updateTable('contacts')
        .set({ code_hash: code.hash, code_expires_at: code.expiresAt, code_sent_at: code.sentAt, code_attempts: 0 })
        .where('id', '=', id)
        .execute();
    },

    async recordWrongCode(id: number): Promise<void> {
      await db
        .updateTable('contacts')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async confirm(id: number): Promise<void> {
      await db
        .updateTable('contacts')
        .set({ is_confirmed: true, code_hash: null, code_expires_at: null, code_attempts: 0 })
        .where('id', '=', id)
        .execute();
    },

    async setSubscribed(id: number, subscribed: boolean): Promise<void> {
      await db.updateTable('contacts').set({ is_subscribed: subscribed }).where('id', '=', id).execute();
    },

    async unsubscribeAll(accountId: number): Promise<void> {
      await db.updateTable('contacts').set({ is_subscribed: false }).where('account_id', '=', accountId).execute();
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
