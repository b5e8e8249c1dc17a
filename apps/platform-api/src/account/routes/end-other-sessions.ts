import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';

/** account.endOtherSessions: "sign out everywhere else"; answers how many sessions ended. */
export function registerEndOtherSessions(app: FastifyInstance, { sessions }: AccountArea): void {
  defineApiCall(app, accountCalls.endOtherSessions, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ accountId, request }) => {
      const ended = await sessions.deleteForAccount(accountId, request.sessionTokenHash ?? undefined);
      return { ended };
    },
  });
}
