import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountInfo } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import type { MessengerRegistrationInput } from '@nfx/validation';
import { createIdentitiesRepository, type IdentitiesRepository } from '../repositories/identities-repository';
import { verifyInitData } from './messenger-init-data';

export const MESSENGER_PROVIDER = 'messenger';
/** Signed data older than this is refused when it carries `auth_date` (replay window). */
const MAX_AUTH_AGE_SECONDS = 24 * 60 * 60;

/** The received form fields as strings: the hash covers exactly what was sent. */
function receivedFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/**
 * Registers or signs in a messenger user from the mini-app (auth.register with is_tg=1): the
 * signature proves the messenger vouched for this user id; the account is keyed by it.
 * `requestLocale` is the request's checked locale, used when the messenger names no usable one.
 */
export async function registerMessengerUser(
  request: FastifyRequest,
  reply: FastifyReply,
  input: MessengerRegistrationInput,
  identities: IdentitiesRepository,
  requestLocale: () => Promise<string>,
): Promise<AccountInfo> {
  const { config, players } = request.server;
  if (!verifyInitData(receivedFields(request.body), config.messengerBotToken)) {
    throw new ApiError('Authorization', 'Messenger data signature is invalid', { code: 'messenger_hash_invalid' });
  }
  if (input.auth_date && Date.now() / 1000 - Number(input.auth_date) > MAX_AUTH_AGE_SECONDS) {
    throw new ApiError('Authorization', 'Messenger data is too old', { code: 'messenger_data_expired' });
  }

  const existing = await identities.findAccountId(MESSENGER_PROVIDER, input.id);
  if (existing) {
    const account = await players.findById(existing);
    if (!account) throw new ApiError('Authorization', 'Authorization required');
    if (account.is_banned) throw new ApiError('UserBanned', 'User is banned', { errorData: { type: 'banned' } });
    await players.startSession(request, reply, account.id);
    return players.infoOf(account);
  }

  const fakename = input.username && /^[\p{L}\p{N}]{4,32}$/u.test(input.username) ? input.username : null;
  const locale = input.language_code && /^[a-z]{2}$/.test(input.language_code) ? input.language_code : await requestLocale();
  // The start parameter of a mini-app link is how campaigns pass a promo code.
  const promoCode = input.payload && /^[\p{L}\p{N}_-]{1,64}$/u.test(input.payload) ? input.payload : null;
  const account = await players.transaction(async (writes, trx) => {
    const created = await writes.create({
      login: `tg_${input.id}`,
      email: null,
      mobile: null,
      password_hash: null,
      fakename,
      locale,
      currency: 'USD',
      country_code: null,
      promo_code: promoCode,
      character_id: null,
      is_registration_completed: true,
    });
    await createIdentitiesRepository(trx).link({
      provider: MESSENGER_PROVIDER,
      providerUserId: input.id,
      accountId: created.id,
      displayName: input.username ?? null,
    });
    await request.server.events.record(trx, {
      type: 'player.registered',
      key: String(created.id),
      payload: { accountId: created.id, currency: created.currency, locale: created.locale, via: 'messenger' },
    });
    return created;
  });
  await players.startSession(request, reply, account.id);
  return players.infoOf(account);
}
