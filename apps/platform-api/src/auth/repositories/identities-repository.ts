import type { Db } from '../../db/database';

/** Social and messenger identities: which account a provider's user id signs in to. */
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
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
