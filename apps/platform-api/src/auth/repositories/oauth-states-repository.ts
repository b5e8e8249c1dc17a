import type { Db } from '../../db/database';

/** OAuth round trips in progress: a `state` is created at /oauth/init and completes one sign-in. */
export function createOauthStatesRepository(db: Db) {
  return {
    async create(state: {
      state: string;
      service: string;
      redirectUrl: string | null;
      typeAuth: string;
      now: Date;
      /** OpenID Connect only: what the callback must prove, and who asked to link. */
      oidc?: { codeVerifier: string; nonce: string; browserHash: string; linkAccountId: number | null };
    }): Promise<void> {
      await db
        .insertInto('oauth_states')
        .values({
          state: state.state,
          service: state.service,
          redirect_url: state.redirectUrl,
          type_auth: state.typeAuth,
          created_at: state.now,
          code_verifier: state.oidc?.codeVerifier ?? null,
          nonce: state.oidc?.nonce ?? null,
          browser_hash: state.oidc?.browserHash ?? null,
          link_account_id: state.oidc?.linkAccountId ?? null,
        })
        .execute();
    },

    findOpen(state: string, notBefore: Date) {
      return db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .where('created_at', '>=', notBefore)
        .executeTakeFirst();
    },

    async approve(state: string, approved: { name: string; email: string; subject: string }): Promise<void> {
      await db
        .updateTable('oauth_states')
        .set({ approved_name: approved.name, approved_email: approved.email, approved_subject: approved.subject })
        .where('state', '=', state)
        .execute();
    },

    /** Marks the state used and returns it, atomically: each state completes one sign-in. */
    consume(state: string, notBefore: Date, now: Date) {
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

export type OauthStatesRepository = ReturnType<typeof createOauthStatesRepository>;
