import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { wireMoney } from '@nfx/money';
import { loadAccount } from '../services/load-account';

/**
 * account.getDepositLimit (§3, §7): the deposit limit in force, from player protection.
 * `available_amount` is what may still be deposited in the rolling window, `expired_at` when the
 * oldest counted deposit leaves it (more becomes available then), `period` `1d`…`30d` or `none`.
 * `can_edit` is false while an exclusion is in force (limits cannot be changed then).
 */
export function registerGetDepositLimit(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.getDepositLimit, {
    handler: async ({ accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const state = await app.playerProtection.state(accountId, account.currency);
      const limit = state.limits.find((item) => item.kind === 'deposit' && item.amount !== null);
      const canEdit = state.exclusion === null;
      if (!limit || limit.amount === null) {
        return { available_amount: null, can_edit: canEdit, expired_at: null, limit_amount: null, period: 'none' };
      }
      return {
        available_amount: wireMoney(Math.max(0, limit.amount - limit.used), state.currency),
        can_edit: canEdit,
        expired_at: limit.freesAt?.toISOString() ?? null,
        limit_amount: wireMoney(limit.amount, state.currency),
        period: `${limit.periodDays}d`,
      };
    },
  });
}
