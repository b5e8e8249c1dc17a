import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';

/** account.changelocale (§7): the locale a signed-in player's pages open in (§4). */
export function registerChangeLocale(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.changelocale, {
    handler: async ({ input, accountId }) => {
      await accounts.update(accountId, { locale: input.locale });
      return 1 as const;
    },
  });
}
