import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { sha256Hex } from '../../security/tokens';
import type { AccountArea } from '../account-area';

/** account.unsubscribe (§7): every mailing off, by the token of a mail's link or as the signed-in player. */
export function registerUnsubscribe(app: FastifyInstance, { accounts, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.unsubscribe, {
    handler: async ({ input, accountId }) => {
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
      const account = target;
      await transaction(async (players) => {
        await players.contacts.unsubscribeAll(account);
        await players.accounts.update(account, { is_subscribed: false });
      });
      return 1 as const;
    },
  });
}
