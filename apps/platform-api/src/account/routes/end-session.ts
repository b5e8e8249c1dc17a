import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';

/** account.endSession: signs out one of the player's other browsers; the current one signs out with auth.logout. */
export function registerEndSession(app: FastifyInstance, { sessions }: AccountArea): void {
  defineApiCall(app, accountCalls.endSession, {
    handler: async ({ input, accountId, request }) => {
      const own = (await sessions.listForAccount(accountId)).find((session) => session.id === input.id);
      if (!own)
        throw new ApiError('InvalidParameter', 'No such session', {
          invalidParameters: { id: [encodeMessage('validation.unknownSession')] },
        });
      if (own.token_hash === request.sessionTokenHash)
        throw new ApiError('InvalidRequest', 'This is the current session: sign out instead', { code: 'current_session' });
      await sessions.deleteById(accountId, input.id);
      return 1 as const;
    },
  });
}
