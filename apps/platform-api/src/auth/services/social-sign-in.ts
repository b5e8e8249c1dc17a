import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../../db/tables/account';
import { createIdentitiesRepository, type IdentitiesRepository } from '../repositories/identities-repository';

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
 * email is then simply left off the new account. A new account is `player.registered` (via
 * social) and its email gets its confirmation message.
 */
export async function signInWithIdentity(
  request: FastifyRequest,
  identities: IdentitiesRepository,
  identity: ProviderIdentity,
  locale: string,
): Promise<SocialOutcome> {
  const { players } = request.server;
  const userId = identity.subject;
  const linked = await identities.findAccountId(identity.provider, userId);
  if (linked) {
    const account = await players.findById(linked);
    if (account && account.is_banned) return { status: 'banned' };
    if (account) return { status: 'signed-in', account };
  }
  const emailTaken = (await players.takenIdentifiers({ email: identity.email })).length > 0;
  const account = await players.transaction(async (writes, trx) => {
    const created = await writes.create({
      login: `${identity.provider}_${userId.slice(0, 16)}`,
      email: emailTaken ? null : identity.email,
      password_hash: null,
      locale,
      currency: 'USD',
      first_name: identity.name.split(' ')[0] || null,
      is_registration_completed: false,
    });
    if (created.email) await writes.addContact({ accountId: created.id, kind: 'email', value: created.email });
    await request.server.events.record(trx, {
      type: 'player.registered',
      key: String(created.id),
      payload: { accountId: created.id, currency: created.currency, locale: created.locale, via: 'social' },
    });
    await createIdentitiesRepository(trx).link({
      provider: identity.provider,
      providerUserId: userId,
      accountId: created.id,
      displayName: identity.name,
    });
    return created;
  });
  await players.sendRegistrationConfirmations(account.id);
  return { status: 'registered', account };
}
