import type { FastifyInstance } from 'fastify';
import { authCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AuthArea } from '../auth-context';
import { registerMessengerUser } from '../services/messenger-sign-up';
import { completeRegistration, registerByForm } from '../services/registration';

/**
 * auth.register: the form of §3 (login falls back to email, then phone), the completion of a
 * social registration by a signed-in player whose registration is incomplete, or (`is_tg=1`)
 * a messenger mini-app sign-up. Success signs the player in.
 */
export function registerRegister(app: FastifyInstance, { identities }: AuthArea): void {
  defineApiCall(app, authCalls.register, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, request, reply, accountId, locale }) => {
      const requestLocale = async () => (await locale()).locale;
      if (input.kind === 'messenger') return registerMessengerUser(request, reply, input.messenger, identities, requestLocale);
      if (accountId) return completeRegistration(request, accountId, input.form);
      return registerByForm(request, reply, input.form, requestLocale);
    },
  });
}
