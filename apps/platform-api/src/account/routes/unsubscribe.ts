import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import type { ContactRow } from '../../db/tables/account';
import { defineApiCall } from '../../http/define-api-call';
import { sha256Hex } from '../../security/tokens';
import type { AccountArea } from '../account-context';
import { stopMarketing } from '../services/marketing';
import { maskedContactOf } from '../services/masked-contact';
import { readUnsubscribeToken } from '../services/unsubscribe-token';

const invalidLink = () =>
  new ApiError('InvalidParameter', 'The unsubscribe link is invalid', {
    invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
  });

/**
 * account.unsubscribe (§7), the `/unsubscribe?token=…` page of a marketing message: the signed
 * token stops marketing to the contact the message went to, without signing in. A token of the
 * older kind (random, stored hashed on the account, in messages sent before signed links) stops
 * it for every contact, as it did. Signed in without a token: every contact. Answers which
 * contacts, partly hidden, no longer receive marketing.
 */
export function registerUnsubscribe(app: FastifyInstance, area: AccountArea): void {
  const { accounts, contacts, signingKeys, transaction } = area;

  async function unsubscribeContact(contact: ContactRow) {
    await transaction(async (players) => {
      await players.contacts.setSubscribed(contact.id, false);
      await players.accounts.update(contact.account_id, { is_subscribed: await players.contacts.anySubscribed(contact.account_id) });
    });
    return { unsubscribed: [maskedContactOf(contact)] };
  }

  async function unsubscribeAccount(accountId: number) {
    const stopped = await transaction((players) => stopMarketing(players, accountId, null));
    return { unsubscribed: stopped.map(maskedContactOf) };
  }

  defineApiCall(app, accountCalls.unsubscribe, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      if (!input.token) {
        if (!accountId) throw new ApiError('Authorization', 'Authorization required');
        return unsubscribeAccount(accountId);
      }
      const target = await readUnsubscribeToken(signingKeys, input.token);
      if (target) {
        const contact = await contacts.findById(target.contactId);
        if (!contact || contact.account_id !== target.accountId) throw invalidLink();
        return unsubscribeContact(contact);
      }
      const account = await accounts.findByUnsubscribeTokenHash(sha256Hex(input.token));
      if (!account) throw invalidLink();
      return unsubscribeAccount(account.id);
    },
  });
}
