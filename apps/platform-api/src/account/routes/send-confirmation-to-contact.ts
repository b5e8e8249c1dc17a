import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { randomDigits, sha256Hex } from '../../security/tokens';
import type { AccountArea } from '../account-area';
import { CONTACT_CODE_POLICY, findOwnContact } from '../services/contact-codes';

/** account.sendconfirmationtocontact (§7): a 6-digit code by mail or SMS, at most once a minute. */
export function registerSendConfirmationToContact(app: FastifyInstance, { contacts }: AccountArea): void {
  defineApiCall(app, accountCalls.sendconfirmationtocontact, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, request, accountId }) => {
      const contact = await findOwnContact(contacts, accountId, input.contact);
      if (contact.is_confirmed) throw new ApiError('InvalidRequest', 'Contact is already confirmed', { code: 'already_confirmed' });
      const now = new Date();
      if (contact.code_sent_at) {
        const wait = CONTACT_CODE_POLICY.resendSeconds - Math.floor((now.getTime() - contact.code_sent_at.getTime()) / 1000);
        if (wait > 0) throw new ApiError('TooManyRequests', `Resend time is ${wait}`, { resendTime: wait });
      }
      const code = randomDigits(6);
      await contacts.setCode(contact.id, {
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
      return 1 as const;
    },
  });
}
