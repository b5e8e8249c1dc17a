import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';

/** account.removeProtectionLimit: the limit goes after the 24-hour cooling-off; null when there was none. */
export function registerRemoveProtectionLimit(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.removeProtectionLimit, {
    // Off, nothing may be loosened either: a limit in force stays in force.
    feature: 'isResponsibleGamingEnable',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const result = await protection.removeLimit(accountId, input.kind);
      return result ? { kind: input.kind, immediate: result.immediate, applies_at: result.appliesAt.toISOString() } : null;
    },
  });
}
