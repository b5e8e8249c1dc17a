import type { FastifyInstance } from 'fastify';
import { authCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { AuthArea } from '../auth-context';
import { answerNoSoonerThan, RESET_TOKEN_TTL_MS, RESTORE_ANSWER_FLOOR_MS } from '../services/password-reset';

/**
 * auth.restore mails a one-time reset link (valid 1 hour) to the account's email; the answer
 * is 1 whether or not the account exists, so the call cannot be used to probe for accounts.
 */
export function registerRestore(app: FastifyInstance, { passwordResets }: AuthArea): void {
  defineApiCall(app, authCalls.restore, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, request }) => {
      const startedAt = performance.now();
      const account = await app.players.findByLogin((input.email ?? input.login)!);
      if (account?.email && !account.is_banned) {
        const token = randomToken(24);
        await passwordResets.create({
          tokenHash: sha256Hex(token),
          accountId: account.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        const link = `${app.config.publicOrigin}/reset-password?token=${token}`;
        try {
          await app.messageSender.deliver({
            channel: 'mail',
            recipient: account.email,
            subject: 'Password reset',
            body: `Someone asked to reset the password of your account ${account.login}.\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message.`,
            accountId: account.id,
          });
        } catch (error) {
          // An error here would answer differently for registered addresses; the log tells the operator.
          request.log.error({ err: error }, 'password reset mail could not be sent');
        }
      }
      await answerNoSoonerThan(startedAt, RESTORE_ANSWER_FLOOR_MS);
      return 1 as const;
    },
  });
}
