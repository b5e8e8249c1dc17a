import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { accountInfoOf, anonymousAccountInfo } from '../services/account-info';
import { loadAccount } from '../services/load-account';

/** account.getInfo (§7): every page asks it; an anonymous visitor gets uid 0 in the request's locale. */
export function registerGetInfo(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.getInfo, {
    handler: async ({ accountId, locale }) => {
      if (!accountId) return anonymousAccountInfo((await locale()).locale);
      const account = await loadAccount(accounts, accountId);
      return accountInfoOf(account, await app.wallet.shownBalances(app.database.db, account.id, account.currency));
    },
  });
}
