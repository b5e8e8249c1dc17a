import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountInfo } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage, hasRegistrationContact, type RegistrationInput } from '@nfx/validation';
import type { AccountRow, NewAccount } from '../../db/tables/account';
import { hashPassword } from '../../security/password-hash';

const TAKEN = 'validation.taken';

function identifiersOf(form: RegistrationInput) {
  const mobile = form.phone ?? form.mobile;
  const login = form.login ?? form.email ?? mobile;
  return { login: login!, email: form.email, mobile };
}

async function assertAvailable(
  request: FastifyRequest,
  ids: { login?: string; email?: string; mobile?: string },
  exceptAccountId?: number,
  onTaken?: (field: string) => Promise<void> | undefined,
): Promise<void> {
  const taken = await request.server.players.takenIdentifiers(ids, exceptAccountId);
  if (taken.length === 0) return;
  for (const field of taken) await onTaken?.(field);
  const invalid: Record<string, string[]> = {};
  for (const field of taken) invalid[field === 'mobile' ? 'phone' : field] = [TAKEN];
  throw new ApiError('InvalidParameter', 'Already registered', { invalidParameters: invalid });
}

async function assertCurrency(request: FastifyRequest, currency: string | undefined): Promise<void> {
  if (currency && !(await request.server.players.currencyExists(currency))) {
    throw new ApiError('InvalidParameter', 'Unknown currency', { invalidParameters: { currency: [encodeMessage('validation.currency')] } });
  }
}

/** §3 character_id: only a character the player could have picked from loyalty.getcharacters. */
async function assertCharacter(request: FastifyRequest, characterId: number | undefined): Promise<void> {
  if (characterId === undefined) return;
  if (!(await request.server.loyalty.isSelectableCharacter(characterId))) {
    throw new ApiError('InvalidParameter', 'Unknown character', {
      invalidParameters: { character_id: [encodeMessage('validation.oneOf')] },
    });
  }
}

/**
 * A new account from the registration form of §3 (the login falls back to the email, then the
 * phone), signed in at once. `requestLocale` is the request's checked locale, used when the form
 * names none.
 */
export async function registerByForm(
  request: FastifyRequest,
  reply: FastifyReply,
  form: RegistrationInput,
  requestLocale: () => Promise<string>,
): Promise<AccountInfo> {
  const { players } = request.server;
  if (!hasRegistrationContact(form))
    throw new ApiError('InvalidParameter', 'A login, email or phone is required', {
      invalidParameters: { email: [encodeMessage('validation.required')] },
    });
  const ids = identifiersOf(form);
  await assertCurrency(request, form.currency);
  await assertCharacter(request, form.character_id);
  // Hashed before the availability check, so a taken address costs the same time as a free one.
  const passwordHash = await hashPassword(form.password, undefined, request.ip);
  await assertAvailable(request, ids, undefined, (field) =>
    field === 'email' && ids.email ? tellOwnerOfRegistrationAttempt(request, ids.email) : undefined,
  );
  const subscribed = form.notify === 1;
  const values: NewAccount = {
    login: ids.login,
    email: ids.email ?? null,
    mobile: ids.mobile ?? null,
    password_hash: passwordHash,
    locale: form.locale ?? (await requestLocale()),
    currency: form.currency ?? 'USD',
    country_code: form.country_code ?? form.country ?? null,
    is_subscribed: subscribed,
    is_betting: form.is_betting === 1,
    promo_code: form.promo_code || null,
    character_id: form.character_id ?? null,
    ...players.profileColumnsOf(form),
  };
  const account = await createAccountWithContacts(request, values, form.phone_country_code, subscribed);
  // The dialog after registration says a confirmation was sent: it has been, by the time it shows.
  await players.sendRegistrationConfirmations(account.id);
  await players.startSession(request, reply, account.id);
  return players.infoOf(account);
}

/** The owner of an address hears that someone tried to register with it (it may have been them). */
async function tellOwnerOfRegistrationAttempt(request: FastifyRequest, email: string): Promise<void> {
  try {
    await request.server.messageSender.deliver({
      channel: 'mail',
      recipient: email,
      subject: 'You already have an account',
      body: `Someone tried to open a new account with this address, which already has one.\n\nIf it was you, sign in at ${request.server.config.publicOrigin} or choose a new password with "Forgot password". If not, you can ignore this message: nothing changed.`,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'could not tell an owner about a registration attempt');
  }
}

/** One transaction: the account, its contacts and `player.registered` exist together or not at all. */
async function createAccountWithContacts(
  request: FastifyRequest,
  values: NewAccount,
  phoneCountryCode: string | undefined,
  subscribed: boolean,
): Promise<AccountRow> {
  try {
    return await request.server.players.transaction(async (writes, trx) => {
      const account = await writes.create(values);
      await request.server.events.record(trx, {
        type: 'player.registered',
        key: String(account.id),
        payload: { accountId: account.id, currency: account.currency, locale: account.locale, via: 'form' },
      });
      if (values.email) await writes.addContact({ accountId: account.id, kind: 'email', value: values.email, isSubscribed: subscribed });
      if (values.mobile)
        await writes.addContact({
          accountId: account.id,
          kind: 'phone',
          value: values.mobile,
          phoneCountryCode,
          isSubscribed: subscribed,
        });
      return account;
    });
  } catch (error) {
    // Two registrations racing for the same login: the unique index decides, the loser is told.
    if ((error as { code?: string }).code === '23505')
      throw new ApiError('InvalidParameter', 'Already registered', { invalidParameters: { login: [TAKEN] } });
    throw error;
  }
}

/** Social registration completion: fills what the provider did not give and marks it complete. */
export async function completeRegistration(request: FastifyRequest, accountId: number, form: RegistrationInput): Promise<AccountInfo> {
  const { players } = request.server;
  const account = await players.findById(accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  if (account.is_registration_completed) throw new ApiError('InvalidRequest', 'Registration is already completed');
  const ids = identifiersOf(form);
  await assertAvailable(request, { login: form.login, email: form.email, mobile: ids.mobile }, accountId);
  await assertCurrency(request, form.currency);
  await assertCharacter(request, form.character_id);
  const passwordHash = await hashPassword(form.password, undefined, request.ip);
  const profileChanges = players.profileColumnsOf(form);
  const changedFields = Object.keys(profileChanges).filter(
    (field) => (account as Record<string, unknown>)[field] !== profileChanges[field as keyof typeof profileChanges],
  );
  const update = {
    ...(form.login ? { login: form.login } : {}),
    ...(form.email ? { email: form.email } : {}),
    ...(ids.mobile ? { mobile: ids.mobile } : {}),
    password_hash: passwordHash,
    ...(form.currency && !account.has_deposits ? { currency: form.currency } : {}),
    ...(form.locale ? { locale: form.locale } : {}),
    ...(form.promo_code ? { promo_code: form.promo_code } : {}),
    ...(form.notify !== undefined ? { is_subscribed: form.notify === 1 } : {}),
    ...(form.is_betting !== undefined ? { is_betting: form.is_betting === 1 } : {}),
    ...(form.character_id !== undefined ? { character_id: form.character_id } : {}),
    ...profileChanges,
    is_registration_completed: true,
  };
  // The registration is complete; the profile may still lack fields the country requires.
  const complete = changedFields.length > 0 && (await players.isProfileComplete({ ...account, ...update }));
  await players.transaction(async (writes, trx) => {
    if (changedFields.length > 0)
      await request.server.events.record(trx, { type: 'profile.saved', payload: { accountId, fields: changedFields, complete } });
    await writes.update(accountId, update);
    if (form.email) await writes.addContact({ accountId, kind: 'email', value: form.email, isSubscribed: form.notify === 1 });
    if (ids.mobile)
      await writes.addContact({
        accountId,
        kind: 'phone',
        value: ids.mobile,
        phoneCountryCode: form.phone_country_code,
        isSubscribed: form.notify === 1,
      });
  });
  await players.sendRegistrationConfirmations(accountId);
  return players.infoOf((await players.findById(accountId))!);
}
