import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';
import { toAuditItem } from '../services/protection-payload';

/** account.getProtectionHistory: the audit list of the player's protection changes, newest first. */
export function registerGetProtectionHistory(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.getProtectionHistory, {
    feature: 'isResponsibleGamingEnable',
    handler: async ({ input, accountId }) => {
      const { items, total } = await protection.history(accountId, input.offset, input.limit);
      return { items: items.map(toAuditItem), total };
    },
  });
}
