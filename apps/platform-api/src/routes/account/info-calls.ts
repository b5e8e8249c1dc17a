import type { FastifyInstance } from 'fastify';
import { defineApiCall } from '../../http/define-api-call';
import { accountInfoOf, anonymousAccountInfo, balancesOf, toMoney } from './account-info';
import { loadAccount } from './load-account';
import { requestLocale } from './request-locale';

export function registerInfoCalls(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'account',
    method: 'getInfo',
    verb: 'GET',
    summary: 'Account info of the signed-in player; uid 0 for anonymous visitors',
    auth: 'optional',
    async handler({ request, accountId }) {
      if (!accountId) return anonymousAccountInfo(requestLocale(request));
      return accountInfoOf(await loadAccount(request, accountId));
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'getBalance',
    verb: 'GET',
    summary: 'Balances (main, bonus, betting bonus, fun) rounded to 2 decimals',
    auth: 'required',
    async handler({ request, accountId }) {
      return balancesOf(await loadAccount(request, accountId!));
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'getcurrencyrates',
    verb: 'GET',
    summary: 'Currency rates: units of each currency per 1 USD',
    async handler({ request }) {
      const rates = await request.server.repositories.reference.currencyRates();
      return { base: 'USD', rates: rates.map((row) => ({ currency: row.currency, rate: row.rate })) };
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'getDepositLimit',
    verb: 'GET',
    summary: 'The responsible-gaming deposit limit (period none when unset)',
    auth: 'required',
    async handler({ request, accountId }) {
      const account = await loadAccount(request, accountId!);
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
