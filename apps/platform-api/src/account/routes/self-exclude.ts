import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { verifyPassword } from '../../security/password-hash';
import type { PlayerProtection } from '../services/player-protection';
import { toExclusionPayload } from '../services/protection-payload';
import { signedInAccount } from './protection-account';

/**
 * account.selfExclude: a time-out (1, 7 or 30 days) or self-exclusion (3 months to 5 years, or
 * permanent), confirmed with the password, so nobody at an unlocked screen can start one by
 * accident. An account without a password (social sign-in) confirms with its session alone.
 * One in force can only be made longer (`exclusion_not_longer`).
 */
export function registerSelfExclude(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.selfExclude, {
    // Off, no new exclusion is taken here; one in force is never lifted by the flag (playerProtection
    // checks it without reading the flag).
    feature: 'isResponsibleGamingEnable',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ input, accountId, request }) => {
      const account = await signedInAccount(app, accountId);
      if (account.password_hash) {
        const ok = input.password !== '' && (await verifyPassword(input.password, account.password_hash, request.ip));
        if (!ok)
          throw new ApiError('InvalidParameter', 'Wrong password', {
            invalidParameters: { password: [encodeMessage('validation.password')] },
          });
      }
      const exclusion = await protection.exclude(accountId, input.period);
      app.players.forget(accountId);
      return toExclusionPayload(exclusion);
    },
  });
}
