import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../db/tables/account';
import { requestLocale } from '../routes/account/request-locale';

export interface ProviderIdentity {
  provider: string;
  /** The provider's stable user id, vouched for by the provider; never something the visitor typed. */
  subject: string;
  email: string;
  name: string;
}

export type SocialOutcome = { status: 'signed-in' | 'registered'; account: AccountRow } | { status: 'banned' };

/**
 * Signs in the account linked to this provider identity, or starts a social registration: a
 * new account with is_registration_completed = false, finished later by saveProfileInfo or
 * auth.register. An existing account with the same email is NOT linked automatically —
 * that would let anyone who controls a provider account with that address take it over; the
 * email is then simply left off the new account.
 */
export async function signInWithIdentity(request: FastifyRequest, identity: ProviderIdentity): Promise<SocialOutcome> {
  const { repositories } = request.server;
  const userId = identity.subject;
  const linked = await repositories.identities.findAccountId(identity.provider, userId);
  if (linked) {
    const account = await repositories.accounts.findById(linked);
    if (account && account.is_banned) return { status: 'banned' };
    if (account) return { status: 'signed-in', account };
  }
  const emailTaken = (await repositories.accounts.takenIdentifiers({ email: identity.email })).length > 0;
  const account = await repositories.transaction(async (trx) => {
    const created = await trx.accounts.create({
      login: `${identity.provider}_${userId.slice(0, 16)}`,
      email: emailTaken ? null : identity.email,
      password_hash: null,
      locale: requestLocale(request),
      currency: 'USD',
      first_name: identity.name.split(' ')[0] || null,
      is_registration_completed: false,
    });
    if (created.email) await trx.contacts.add({ accountId: created.id, kind: 'email', value: created.email });
    await trx.identities.link({ provider: identity.provider, providerUserId: userId, accountId: created.id, displayName: identity.name });
    return created;
  });
  return { status: 'registered', account };
}
