import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-area';
import { findOwnContact } from '../services/contact-codes';

/** account.changeSubscription (§7): mailings to one contact on (1) or off (0); the account is subscribed while any contact is. */
export function registerChangeSubscription(app: FastifyInstance, { contacts, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.changeSubscription, {
    handler: async ({ input, accountId }) => {
      const contact = await findOwnContact(contacts, accountId, input.contact);
      await transaction(async (players) => {
        await players.contacts.setSubscribed(contact.id, input.subscription === 1);
        await players.accounts.update(accountId, { is_subscribed: await players.contacts.anySubscribed(accountId) });
      });
      return 1 as const;
    },
  });
}
