import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';

/** account.setRealityCheck: minutes between reminders during play (0: off). Answers 1. */
export function registerSetRealityCheck(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.setRealityCheck, {
    feature: 'isResponsibleGamingEnable',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      await protection.setRealityCheck(accountId, input.minutes === 0 ? null : input.minutes);
      return 1 as const;
    },
  });
}
