import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { balancesOf } from '../services/account-info';
import { loadAccount } from '../services/load-account';

/** account.getBalance (§7): the four balances, polled by the header while the player is signed in. */
export function registerGetBalance(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.getBalance, {
    handler: async ({ accountId }) => {
      const account = await loadAccount(accounts, accountId);
      return balancesOf(await app.wallet.shownBalances(app.database.db, account.id, account.currency));
    },
  });
}
