import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { findOwnContact, sendContactConfirmation } from '../services/contact-confirmation';
import { loadAccount } from '../services/load-account';

/**
 * account.sendconfirmationtocontact (§7): the confirmation message (a 6-digit code and a link) by
 * mail or SMS, in the player's locale. Within the cool-down: TooManyRequests with `resend_time`.
 */
export function registerSendConfirmationToContact(app: FastifyInstance, { accounts, contacts }: AccountArea): void {
  defineApiCall(app, accountCalls.sendconfirmationtocontact, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const contact = await findOwnContact(contacts, accountId, input.contact);
      await sendContactConfirmation(app, contacts, account, contact);
      return 1 as const;
    },
  });
}
