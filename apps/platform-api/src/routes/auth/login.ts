import type { FastifyInstance } from 'fastify';
import { loginSchema } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { startSession } from '../../plugins/session';
import { checkSignIn } from '../../security/sign-in';
import { accountInfoOf } from '../account/account-info';

/**
 * auth.login: login + password, plus `code` when two-factor is on. Without a code on a 2FA
 * account the answer is AuthorizationException "two_factor_auth is enable" with resend_time;
 * calling again without a code after that time is the "resend".
 */
export function registerLogin(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'auth',
    method: 'login',
    verb: 'POST',
    summary: 'Sign in with login (or email or phone) and password; with `code` for two-factor accounts',
    input: loginSchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    async handler({ input, request, reply }) {
      const account = await checkSignIn(request, input);
      await startSession(request, reply, account.id);
      return accountInfoOf(account);
    },
  });
}
