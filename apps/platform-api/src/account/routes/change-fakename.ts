import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-area';

/** account.changefakename (§7): the public nickname shown in winner lists. */
export function registerChangeFakename(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.changefakename, {
    handler: async ({ input, accountId }) => {
      await accounts.update(accountId, { fakename: input.fakename });
      return 1 as const;
    },
  });
}
