import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';
import { toProtectionPayload } from '../services/protection-payload';
import { signedInAccount } from './protection-account';

/** account.getProtection: limits with what is used and what waits for its cooling-off, the exclusion, the reality check. */
export function registerGetProtection(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.getProtection, {
    // Open whatever isResponsibleGamingEnable says: protections in force keep applying, and sign-in
    // tells an excluded player when the exclusion ends from this call.
    handler: async ({ accountId, request }) => {
      const account = await signedInAccount(app, accountId);
      const sessionStart = request.sessionTokenHash ? await protection.sessionStart(request.sessionTokenHash) : undefined;
      return toProtectionPayload(await protection.state(accountId, account.currency, sessionStart));
    },
  });
}
