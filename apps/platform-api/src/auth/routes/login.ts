import type { FastifyInstance } from 'fastify';
import { authCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AuthArea } from '../auth-context';
import { checkSignIn } from '../services/sign-in';

/**
 * auth.login: login + password, plus `code` when two-factor is on. Without a code on a 2FA
 * account the answer is AuthorizationException "two_factor_auth is enable" with resend_time;
 * calling again without a code after that time is the "resend".
 */
export function registerLogin(app: FastifyInstance, { signInCounters }: AuthArea): void {
  defineApiCall(app, authCalls.login, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ input, request, reply }) => {
      const account = await checkSignIn(request, signInCounters, input);
      await app.players.startSession(request, reply, account.id);
      return app.players.infoOf(account);
    },
  });
}
