import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { profileColumnsOf } from '../services/profile-columns';
import { changedProfileFields, isProfileComplete, recordProfileSaved } from '../services/profile-changes';

/**
 * account.saveProfileInfo (§7): saves the given profile fields. A social registration is
 * complete once every required field of the player's country is filled. The fields that
 * changed are announced as `profile.saved` in the same transaction, with whether the profile is
 * now complete by that same rule.
 */
export function registerSaveProfileInfo(app: FastifyInstance, { accounts, reference, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.saveProfileInfo, {
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const changes = profileColumnsOf(input);
      const complete = await isProfileComplete(reference, { ...account, ...changes });
      if (!account.is_registration_completed && complete) changes.is_registration_completed = true;
      if (Object.keys(changes).length > 0)
        await transaction(async (players, trx) => {
          await players.accounts.update(account.id, changes);
          await recordProfileSaved(app, trx, account.id, changedProfileFields(account, changes), complete);
        });
      return 1 as const;
    },
  });
}
