import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';

/** account.setUserOnVerification (§7): the player is waiting for identity verification. */
export function registerSetUserOnVerification(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.setUserOnVerification, {
    handler: async ({ accountId }) => {
      await accounts.update(accountId, { is_on_verification: true });
      return 1 as const;
    },
  });
}
