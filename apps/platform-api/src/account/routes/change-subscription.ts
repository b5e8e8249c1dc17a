import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { findOwnContact } from '../services/contact-confirmation';
import { loadAccount } from '../services/load-account';
import { isMarketingBlocked } from '../services/marketing';

/**
 * account.changeSubscription (§7): marketing to one contact on (1) or off (0); the account is
 * subscribed while any contact is. Subscribing is refused while marketing is blocked (a
 * self-exclusion): InvalidRequest `marketing_blocked`.
 */
export function registerChangeSubscription(app: FastifyInstance, { accounts, contacts, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.changeSubscription, {
    handler: async ({ input, accountId }) => {
      const contact = await findOwnContact(contacts, accountId, input.contact);
      if (input.subscription === 1 && isMarketingBlocked(await loadAccount(accounts, accountId)))
        throw new ApiError('InvalidRequest', 'Marketing is paused for this account', { code: 'marketing_blocked' });
      await transaction(async (players) => {
        await players.contacts.setSubscribed(contact.id, input.subscription === 1);
        await players.accounts.update(accountId, { is_subscribed: await players.contacts.anySubscribed(accountId) });
      });
      return 1 as const;
    },
  });
}
