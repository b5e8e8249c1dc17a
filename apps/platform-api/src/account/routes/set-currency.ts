import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';

/** account.setCurrency (§7): the account currency, only before the first deposit. */
export function registerSetCurrency(app: FastifyInstance, { accounts, reference }: AccountArea): void {
  defineApiCall(app, accountCalls.setCurrency, {
    handler: async ({ input, accountId }) => {
      if (!(await reference.currencyExists(input.currency))) {
        throw new ApiError('InvalidParameter', 'Unknown currency', {
          invalidParameters: { currency: [encodeMessage('validation.currency')] },
        });
      }
      // The ledger never converts: money in the current currency would be stranded by a switch.
      const account = await loadAccount(accounts, accountId);
      const balances = await app.wallet.balances(app.database.db, accountId, account.currency);
      if (balances.main !== 0 || balances.bonus !== 0 || balances.bettingBonus !== 0 || balances.pendingWithdrawal !== 0) {
        throw new ApiError('InvalidRequest', 'The currency cannot be changed while the balance holds money', { code: 'currency_locked' });
      }
      // Balances are kept in the account currency; after a deposit a switch would rewrite money.
      // The check and the write are one statement, so a deposit landing meanwhile still wins.
      if (!(await accounts.setCurrencyIfNoDeposits(accountId, input.currency))) {
        throw new ApiError('InvalidRequest', 'The currency cannot be changed after the first deposit', { code: 'currency_locked' });
      }
      return 1 as const;
    },
  });
}
