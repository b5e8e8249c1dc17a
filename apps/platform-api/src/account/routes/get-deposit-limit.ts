import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-area';
import { toMoney } from '../services/account-info';
import { loadAccount } from '../services/load-account';

/** account.getDepositLimit (§3, §7): the responsible-gaming limit; period `none` while unset. */
export function registerGetDepositLimit(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.getDepositLimit, {
    handler: async ({ accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const limit = account.deposit_limit_amount;
      return {
        available_amount: limit === null ? null : toMoney(limit, account.currency),
        can_edit: true,
        expired_at: account.deposit_limit_expires_at?.toISOString() ?? null,
        limit_amount: limit === null ? null : toMoney(limit, account.currency),
        period: account.deposit_limit_period,
      };
    },
  });
}
