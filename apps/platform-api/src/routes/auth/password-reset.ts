import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { encodeMessage, resetPasswordSchema, restoreSchema } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { hashPassword } from '../../security/password-hash';
import { randomToken, sha256Hex } from '../../security/tokens';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * restore answers no sooner than this, whether or not it found an account: the lookup, the
 * token and the mail take a few milliseconds more for a known address, and that difference
 * alone would tell a prober which addresses are registered.
 */
const RESTORE_ANSWER_FLOOR_MS = 120;

async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * auth.restore mails a one-time reset link (valid 1 hour) to the account's email; the answer
 * is 1 whether or not the account exists, so the call cannot be used to probe for accounts.
 * auth.resetPassword takes the link's token and the new password, and ends every session.
 */
export function registerPasswordReset(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'auth',
    method: 'restore',
    verb: 'POST',
    summary: 'Mail a password reset link to the account with this login or email',
    input: restoreSchema,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    async handler({ input, request }) {
      const startedAt = performance.now();
      const { accounts, security } = request.server.repositories;
      const account = await accounts.findByLogin((input.email ?? input.login)!);
      if (account?.email && !account.is_banned) {
        const token = randomToken(24);
        await security.createPasswordReset({
          tokenHash: sha256Hex(token),
          accountId: account.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        const link = `${request.server.config.publicOrigin}/reset-password?token=${token}`;
        try {
          await request.server.messageSender.deliver({
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
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'auth',
    method: 'resetPassword',
    verb: 'POST',
    summary: 'Set a new password with the token of a reset link',
    input: resetPasswordSchema,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    async handler({ input, request }) {
      const passwordHash = await hashPassword(input.password, undefined, request.ip);
      const { repositories } = request.server;
      const done = await repositories.transaction(async (trx) => {
        const accountId = await trx.security.consumePasswordReset(sha256Hex(input.token), new Date());
        if (!accountId) return false;
        await trx.accounts.update(accountId, { password_hash: passwordHash });
        await trx.sessions.deleteForAccount(accountId);
        // The owner proved control of the mailbox: a sign-in pause from someone else's guessing ends.
        await trx.security.clearAccount(accountId);
        return true;
      });
      if (!done)
        throw new ApiError('InvalidParameter', 'The reset link is invalid or expired', {
          invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
        });
      return 1;
    },
  });
}
