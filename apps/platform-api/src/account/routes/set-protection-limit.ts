import type { FastifyInstance } from 'fastify';
import { apiContract } from '@nfx/api-contract';
import { wireAmountToMinor } from '@nfx/money';
import { parseSum } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { PlayerProtection } from '../services/player-protection';
import { periodDaysOf } from '../services/player-protection-rules';

/**
 * account.setProtectionLimit: a deposit, loss or wager limit in whole units per 1, 7, 14 or 30
 * days, or a session-time limit in minutes. Stricter than the one in force, it applies now;
 * looser, it applies after the 24-hour cooling-off (`immediate: false`, `applies_at`).
 */
export function registerSetProtectionLimit(app: FastifyInstance, protection: PlayerProtection): void {
  /** A money limit is typed in the account's currency; the service and the ledger count minor units. */
  const minorUnitsIn = async (accountId: number, units: number) => {
    const account = await app.players.findById(accountId);
    if (!account) throw new Error(`No account ${accountId}`);
    return wireAmountToMinor(units, account.currency);
  };
  defineApiCall(app, apiContract.account.setProtectionLimit, {
    // Off, limits cannot be set or changed here; those already in force keep applying (the flag
    // is read by no check that enforces them).
    feature: 'isResponsibleGamingEnable',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const change =
        input.kind === 'session'
          ? { kind: input.kind, amount: input.amount, periodDays: null }
          : { kind: input.kind, amount: await minorUnitsIn(accountId, parseSum(input.amount)), periodDays: periodDaysOf(input.period) };
      const result = await protection.setLimit(accountId, change);
      return { kind: input.kind, immediate: result.immediate, applies_at: result.appliesAt.toISOString() };
    },
  });
}
