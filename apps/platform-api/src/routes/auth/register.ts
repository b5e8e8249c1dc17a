import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { encodeMessage, hasRegistrationContact, registerRequestSchema, type RegistrationInput } from '@nfx/validation';
import type { AccountRow, NewAccount } from '../../db/tables/account';
import { defineApiCall } from '../../http/define-api-call';
import { registerMessengerUser } from '../../messenger/messenger-sign-up';
import { startSession } from '../../plugins/session';
import { hashPassword } from '../../security/password-hash';
import { accountInfoOf } from '../account/account-info';
import { requestLocale } from '../account/request-locale';
import { profileColumnsOf } from '../account/profile-columns';
import { issueUnsubscribeLink } from '../account/unsubscribe-link';

const TAKEN = 'validation.taken';

/**
 * auth.register: the form of §3 (login falls back to email, then phone), the completion of a
 * social registration by a signed-in player whose registration is incomplete, or (`is_tg=1`)
 * a messenger mini-app sign-up. Success signs the player in.
 */
export function registerRegister(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'auth',
    method: 'register',
    verb: 'POST',
    summary: 'Register (form, social-registration completion, or messenger mini-app with is_tg=1) and sign in',
    input: registerRequestSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    async handler({ input, request, reply, accountId }) {
      if (input.kind === 'messenger') return registerMessengerUser(request, reply, input.messenger);
      if (accountId) return completeRegistration(request, accountId, input.form);
      return registerByForm(request, reply, input.form);
    },
  });
}

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
  const taken = await request.server.repositories.accounts.takenIdentifiers(ids, exceptAccountId);
  if (taken.length === 0) return;
  for (const field of taken) await onTaken?.(field);
  const invalid: Record<string, string[]> = {};
  for (const field of taken) invalid[field === 'mobile' ? 'phone' : field] = [TAKEN];
  throw new ApiError('InvalidParameter', 'Already registered', { invalidParameters: invalid });
}

async function assertCurrency(request: FastifyRequest, currency: string | undefined): Promise<void> {
  if (currency && !(await request.server.repositories.reference.currencyExists(currency))) {
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

async function registerByForm(request: FastifyRequest, reply: FastifyReply, form: RegistrationInput) {
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
    locale: form.locale ?? requestLocale(request),
    currency: form.currency ?? 'USD',
    country_code: form.country_code ?? form.country ?? null,
    is_subscribed: subscribed,
    is_betting: form.is_betting === 1,
    promo_code: form.promo_code || null,
    character_id: form.character_id ?? null,
    ...profileColumnsOf(form),
  };
  const account = await createAccountWithContacts(request, values, form.phone_country_code, subscribed);
  if (account.email) await sendWelcomeMail(request, account);
  await startSession(request, reply, account.id);
  return accountInfoOf(account);
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

async function sendWelcomeMail(request: FastifyRequest, account: AccountRow): Promise<void> {
  const { repositories, config, messageSender } = request.server;
  const unsubscribe = await issueUnsubscribeLink(repositories, account.id, config.publicOrigin);
  await messageSender.deliver({
    channel: 'mail',
    recipient: account.email!,
    subject: 'Welcome',
    body: `Welcome, ${account.login}! Your account is ready.

To stop receiving our mailings: ${unsubscribe}`,
    accountId: account.id,
  });
}

/** One transaction: the account and its contacts exist together or not at all. */
export async function createAccountWithContacts(
  request: FastifyRequest,
  values: NewAccount,
  phoneCountryCode: string | undefined,
  subscribed: boolean,
): Promise<AccountRow> {
  try {
    return await request.server.repositories.transaction(async (repositories) => {
      const account = await repositories.accounts.create(values);
      if (values.email)
        await repositories.contacts.add({ accountId: account.id, kind: 'email', value: values.email, isSubscribed: subscribed });
      if (values.mobile)
        await repositories.contacts.add({
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
async function completeRegistration(request: FastifyRequest, accountId: number, form: RegistrationInput) {
  const { accounts } = request.server.repositories;
  const account = await accounts.findById(accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  if (account.is_registration_completed) throw new ApiError('InvalidRequest', 'Registration is already completed');
  const ids = identifiersOf(form);
  await assertAvailable(request, { login: form.login, email: form.email, mobile: ids.mobile }, accountId);
  await assertCurrency(request, form.currency);
  await assertCharacter(request, form.character_id);
  const passwordHash = await hashPassword(form.password, undefined, request.ip);
  await request.server.repositories.transaction(async (repositories) => {
    await repositories.accounts.update(accountId, {
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
      ...profileColumnsOf(form),
      is_registration_completed: true,
    });
    if (form.email) await repositories.contacts.add({ accountId, kind: 'email', value: form.email, isSubscribed: form.notify === 1 });
    if (ids.mobile)
      await repositories.contacts.add({
        accountId,
        kind: 'phone',
        value: ids.mobile,
        phoneCountryCode: form.phone_country_code,
        isSubscribed: form.notify === 1,
      });
  });
  return accountInfoOf((await accounts.findById(accountId))!);
}
