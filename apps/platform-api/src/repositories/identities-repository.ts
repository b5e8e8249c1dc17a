import type { Db } from '../db/database';

/** Social and messenger identities, and the OAuth states of round trips in progress. */
export function createIdentitiesRepository(db: Db) {
  return {
    async findAccountId(provider: string, providerUserId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('external_identities')
        .select('account_id')
        .where('provider', '=', provider)
        .where('provider_user_id', '=', providerUserId)
        .executeTakeFirst();
      return row?.account_id;
    },

    async link(identity: { provider: string; providerUserId: string; accountId: number; displayName?: string | null }): Promise<void> {
      await db
        .insertInto('external_identities')
        .values({
          provider: identity.provider,
          provider_user_id: identity.providerUserId,
          account_id: identity.accountId,
          display_name: identity.displayName ?? null,
        })
        .execute();
    },

    async createState(state: { state: string; service: string; redirectUrl: string | null; typeAuth: string; now: Date }): Promise<void> {
      await db
        .insertInto('oauth_states')
        .values({
          state: state.state,
          service: state.service,
          redirect_url: state.redirectUrl,
          type_auth: state.typeAuth,
          created_at: state.now,
        })
        .execute();
    },

    findOpenState(state: string, notBefore: Date) {
      return db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .where('created_at', '>=', notBefore)
        .executeTakeFirst();
    },

    async approveState(state: string, approved: { name: string; email: string; subject: string }): Promise<void> {
      await db
        .updateTable('oauth_states')
        .set({ approved_name: approved.name, approved_email: approved.email, approved_subject: approved.subject })
        .where('state', '=', state)
        .execute();
    },

    /** Marks the state used and returns it, atomically: each state completes one sign-in. */
    consumeState(state: string, notBefore: Date, now: Date) {
      return db
        .updateTable('oauth_states')
        .set({ used_at: now })
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .where('created_at', '>=', notBefore)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
