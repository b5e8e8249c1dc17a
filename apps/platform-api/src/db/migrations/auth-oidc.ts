import { sql } from 'kysely';
import type { Migration } from '../migration';

/**
 * OpenID Connect social sign-in (Google, Apple; issue 40), ids `1711_…`. An OAuth state row now
 * also keeps, server-side, what the callback must prove:
 * - `code_verifier`: the PKCE secret whose S256 hash went to the provider;
 * - `nonce`: the value the ID token must carry;
 * - `browser_hash`: sha256 of a cookie set on the browser that started the round trip, so a code
 *   obtained in one browser cannot be completed in another (login CSRF);
 * - `link_account_id`: the player who started the round trip while signed in, who gets the
 *   identity linked instead of a sign-in.
 * The demo provider leaves them null.
 */
export const authOidcMigrations: Migration[] = [
  {
    id: '1711_auth_oidc_states',
    async up(db) {
      await sql`alter table oauth_states add column code_verifier text`.execute(db);
      await sql`alter table oauth_states add column nonce text`.execute(db);
      await sql`alter table oauth_states add column browser_hash text`.execute(db);
      await sql`alter table oauth_states add column link_account_id bigint references accounts (id) on delete cascade`.execute(db);
    },
  },
];
