import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { wireMoney } from '@nfx/money';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';
import { signedInAccount } from './protection-account';

/**
 * account.getRealityCheck: the interval, when this session began and what it staked and won
 * (ledger bets and wins since then). `server_time` lets the browser count the session's length
 * without trusting its own clock.
 */
export function registerGetRealityCheck(app: FastifyInstance, protection: PlayerProtection): void {
  defineApiCall(app, apiContract.account.getRealityCheck, {
    // Open whatever isResponsibleGamingEnable says: a reality check already set keeps reminding the player.
    handler: async ({ accountId, request }) => {
      const account = await signedInAccount(app, accountId);
      const now = new Date();
      const sessionStart = (request.sessionTokenHash && (await protection.sessionStart(request.sessionTokenHash))) || now;
      const check = await protection.realityCheck(accountId, account.currency, sessionStart);
      return {
        interval_minutes: check.intervalMinutes,
        session_started_at: check.sessionStartedAt.toISOString(),
        server_time: now.toISOString(),
        staked: wireMoney(check.staked, check.currency),
        won: wireMoney(check.won, check.currency),
        net: wireMoney(check.won - check.staked, check.currency),
      };
    },
  });
}
