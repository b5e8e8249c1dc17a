import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { hashPassword, verifyPassword } from '../../security/password-hash';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';

/** account.changepassword (§7): needs the old password; the player's other sessions end. */
export function registerChangePassword(app: FastifyInstance, { accounts, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.changepassword, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, request, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const oldOk = account.password_hash ? await verifyPassword(input.old_password, account.password_hash, request.ip) : false;
      if (!oldOk)
        throw new ApiError('InvalidParameter', 'Wrong password', {
          invalidParameters: { old_password: [encodeMessage('validation.password')] },
        });
      const passwordHash = await hashPassword(input.new_password, undefined, request.ip);
      await transaction(async (players) => {
        await players.accounts.update(account.id, { password_hash: passwordHash });
        await players.sessions.deleteForAccount(account.id, request.sessionTokenHash ?? undefined);
      });
      return 1 as const;
    },
  });
}
