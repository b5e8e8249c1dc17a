import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import {
  addContactSchema,
  changeSubscriptionSchema,
  confirmContactSchema,
  contactKindOf,
  contactSchema,
  encodeMessage,
  unsubscribeSchema,
} from '@nfx/validation';
import type { ContactRow } from '../../db/tables/account';
import { defineApiCall } from '../../http/define-api-call';
import { randomDigits, sha256Hex } from '../../security/tokens';
import { loadAccount } from './load-account';

/** A code lives 10 minutes, may be re-sent after 60 s, and allows 5 wrong tries. */
export const CONTACT_CODE_POLICY = { ttlMs: 10 * 60 * 1000, resendSeconds: 60, maxAttempts: 5 } as const;

async function findOwnContact(request: FastifyRequest, accountId: number, value: string): Promise<ContactRow> {
  const contact = await request.server.repositories.contacts.find(accountId, contactKindOf(value), value);
  if (!contact)
    throw new ApiError('InvalidParameter', 'Unknown contact', {
      invalidParameters: { contact: [encodeMessage('validation.unknownContact')] },
    });
  return contact;
}

export function registerContactCalls(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'account',
    method: 'addcontact',
    verb: 'POST',
    summary: 'Add an email or phone contact (unconfirmed). Answers 1',
    input: addContactSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const { accounts } = request.server.repositories;
      const account = await loadAccount(request, accountId!);
      const kind = contactKindOf(input.contact);
      const taken = await accounts.takenIdentifiers(kind === 'email' ? { email: input.contact } : { mobile: input.contact }, account.id);
      if (taken.length > 0)
        throw new ApiError('InvalidParameter', 'Contact belongs to another account', {
          invalidParameters: { contact: ['validation.taken'] },
        });
      await request.server.repositories.transaction(async (trx) => {
        await trx.contacts.add({ accountId: account.id, kind, value: input.contact, phoneCountryCode: input.phone_country_code ?? null });
        // The first contact of a kind becomes the account's email or phone (also usable as login).
        if (kind === 'email' && !account.email) await trx.accounts.update(account.id, { email: input.contact });
        if (kind === 'phone' && !account.mobile)
          await trx.accounts.update(account.id, {
            mobile: input.contact,
            phone_country_code: input.phone_country_code ?? account.phone_country_code,
          });
      });
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'sendconfirmationtocontact',
    verb: 'POST',
    summary: 'Send a 6-digit confirmation code to a contact by mail or SMS. Answers 1',
    input: contactSchema,
    auth: 'required',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    async handler({ input, request, accountId }) {
      const contact = await findOwnContact(request, accountId!, input.contact);
      if (contact.is_confirmed) throw new ApiError('InvalidRequest', 'Contact is already confirmed', { code: 'already_confirmed' });
      const now = new Date();
      if (contact.code_sent_at) {
        const wait = CONTACT_CODE_POLICY.resendSeconds - Math.floor((now.getTime() - contact.code_sent_at.getTime()) / 1000);
        if (wait > 0) throw new ApiError('TooManyRequests', `Resend time is ${wait}`, { resendTime: wait });
      }
      const code = randomDigits(6);
      await request.server.repositories.contacts.setCode(contact.id, {
        hash: sha256Hex(`${contact.id}:${code}`),
        expiresAt: new Date(now.getTime() + CONTACT_CODE_POLICY.ttlMs),
        sentAt: now,
      });
      await request.server.messageSender.deliver(
        contact.kind === 'email'
          ? {
              channel: 'mail',
              recipient: contact.value,
              subject: 'Your confirmation code',
              body: `Your confirmation code is ${code}. It is valid for 10 minutes.`,
              accountId,
            }
          : { channel: 'sms', recipient: `+${contact.value}`, body: `Confirmation code: ${code}`, accountId },
      );
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'confirmContact',
    verb: 'POST',
    summary: 'Confirm a contact with the 6-digit code sent to it. Answers 1',
    input: confirmContactSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const { contacts } = request.server.repositories;
      const contact = await findOwnContact(request, accountId!, input.contact);
      if (contact.is_confirmed) return 1;
      const wrong = () =>
        new ApiError('InvalidParameter', 'Wrong code', { invalidParameters: { code: [encodeMessage('validation.wrongCode')] } });
      if (
        !contact.code_hash ||
        !contact.code_expires_at ||
        contact.code_expires_at < new Date() ||
        contact.code_attempts >= CONTACT_CODE_POLICY.maxAttempts
      )
        throw wrong();
      if (sha256Hex(`${contact.id}:${input.code}`) !== contact.code_hash) {
        await contacts.recordWrongCode(contact.id);
        throw wrong();
      }
      await contacts.confirm(contact.id);
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'changeSubscription',
    verb: 'POST',
    summary: 'Subscribe (1) or unsubscribe (0) a contact from mailings. Answers 1',
    input: changeSubscriptionSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const contact = await findOwnContact(request, accountId!, input.contact);
      await request.server.repositories.transaction(async (trx) => {
        await trx.contacts.setSubscribed(contact.id, input.subscription === 1);
        await trx.accounts.update(accountId!, { is_subscribed: await trx.contacts.anySubscribed(accountId!) });
      });
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'unsubscribe',
    verb: 'POST',
    summary: 'Unsubscribe from every mailing, by the token of a mail link or as the signed-in player. Answers 1',
    input: unsubscribeSchema,
    auth: 'optional',
    async handler({ input, request, accountId }) {
      const { accounts } = request.server.repositories;
      let target = accountId;
      if (input.token) {
        const account = await accounts.findByUnsubscribeTokenHash(sha256Hex(input.token));
        if (!account)
          throw new ApiError('InvalidParameter', 'The unsubscribe link is invalid', {
            invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
          });
        target = account.id;
      }
      if (!target) throw new ApiError('Authorization', 'Authorization required');
      await request.server.repositories.transaction(async (trx) => {
        await trx.contacts.unsubscribeAll(target);
        await trx.accounts.update(target, { is_subscribed: false });
      });
      return 1;
    },
  });
}
