import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { changedProfileFields, isProfileComplete, recordProfileSaved } from '../services/profile-changes';

/** account.changefakename (§7): the public nickname shown in winner lists; a change is a `profile.saved`. */
export function registerChangeFakename(app: FastifyInstance, { accounts, reference, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.changefakename, {
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const changes = { fakename: input.fakename };
      const complete = await isProfileComplete(reference, { ...account, ...changes });
      await transaction(async (players, trx) => {
        await players.accounts.update(accountId, changes);
        await recordProfileSaved(app, trx, accountId, changedProfileFields(account, changes), complete);
      });
      return 1 as const;
    },
  });
}
