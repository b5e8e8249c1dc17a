import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../../db/tables/account';
import { sha256Hex } from '../../security/tokens';
import { createIdentitiesRepository, type IdentitiesRepository } from '../repositories/identities-repository';

export interface ProviderIdentity {
  provider: string;
  /** The provider's stable user id, vouched for by the provider; never something the visitor typed. */
  subject: string;
  email: string | null;
  /**
   * The provider vouches, in its signed ID token, that the visitor controls `email`. Only then may
   * the identity be linked to the player with that email. The demo provider never says so.
   */
  emailVerified?: boolean;
  name: string;
}

export type SocialOutcome =
  | { status: 'signed-in' | 'registered' | 'linked'; account: AccountRow }
  | { status: 'banned' }
  /** An explicit link asked for an identity already linked to another player. */
  | { status: 'linked-elsewhere' };

/**
 * Signs in the account linked to this provider identity, in this order:
 * 1. the round trip was started by a signed-in player (`linkAccountId`): the identity is linked
 *    to that player (refused if it already belongs to another one);
 * 2. the identity (provider and subject) is linked: its account signs in;
 * 3. the provider vouches for the email (`emailVerified`) and a player has that email: the
 *    identity is linked to that player, who signs in;
 * 4. otherwise a social registration starts: a new account with is_registration_completed =
 *    false, finished later by saveProfileInfo or auth.register. An email someone typed (the demo
 *    provider's, or a provider's unverified one) never links: that would let anyone who controls
 *    a provider account with that address take the player over; if it is taken it is simply left
 *    off the new account. A new account is `player.registered` (via social) and its email gets
 *    its confirmation message.
 */
export async function signInWithIdentity(
  request: FastifyRequest,
  identities: IdentitiesRepository,
  identity: ProviderIdentity,
  locale: string,
  options: { linkAccountId?: number | null } = {},
): Promise<SocialOutcome> {
  const { players } = request.server;
  const userId = identity.subject;
  const linked = await identities.findAccountId(identity.provider, userId);
  const link = async (account: AccountRow) =>
    identities.link({ provider: identity.provider, providerUserId: userId, accountId: account.id, displayName: identity.name || null });

  if (options.linkAccountId) {
    if (linked && linked !== options.linkAccountId) return { status: 'linked-elsewhere' };
    const account = await players.findById(options.linkAccountId);
    if (!account || account.is_banned) return { status: 'banned' };
    if (!linked) await link(account);
    return { status: 'linked', account };
  }
  if (linked) {
    const account = await players.findById(linked);
    if (account && account.is_banned) return { status: 'banned' };
    if (account) return { status: 'signed-in', account };
  }
  if (identity.email && identity.emailVerified === true) {
    // findByLogin also matches logins and phones: only the account whose email it is counts.
    const owner = await players.findByLogin(identity.email);
    if (owner && owner.email?.toLowerCase() === identity.email.toLowerCase()) {
      if (owner.is_banned) return { status: 'banned' };
      await link(owner);
      return { status: 'signed-in', account: owner };
    }
  }
  const emailTaken = identity.email ? (await players.takenIdentifiers({ email: identity.email })).length > 0 : true;
  const account = await players.transaction(async (writes, trx) => {
    const created = await writes.create({
      // A hash of the subject: provider ids are long (Google's 21 digits), a prefix could collide.
      login: `${identity.provider}_${sha256Hex(`${identity.provider}:${userId}`).slice(0, 16)}`,
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
      displayName: identity.name || null,
    });
    return created;
  });
  await players.sendRegistrationConfirmations(account.id);
  return { status: 'registered', account };
}
