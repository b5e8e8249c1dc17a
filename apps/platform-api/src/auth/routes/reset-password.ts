import type { FastifyInstance } from 'fastify';
import { authCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { hashPassword } from '../../security/password-hash';
import { sha256Hex } from '../../security/tokens';
import type { AuthArea } from '../auth-context';

/** auth.resetPassword takes the mailed link's token and the new password, and ends every session of the account. */
export function registerResetPassword(app: FastifyInstance, area: AuthArea): void {
  defineApiCall(app, authCalls.resetPassword, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, request }) => {
      const passwordHash = await hashPassword(input.password, undefined, request.ip);
      const done = await app.players.transaction(async (players, trx) => {
        const auth = area.boundTo(trx);
        const accountId = await auth.passwordResets.consume(sha256Hex(input.token), new Date());
        if (!accountId) return false;
        await players.update(accountId, { password_hash: passwordHash });
        await players.endSessions(accountId);
        // The owner proved control of the mailbox: a sign-in pause from someone else's guessing ends.
        await auth.signInCounters.clearAccount(accountId);
        return true;
      });
      if (!done)
        throw new ApiError('InvalidParameter', 'The reset link is invalid or expired', {
          invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
        });
      return 1 as const;
    },
  });
}
