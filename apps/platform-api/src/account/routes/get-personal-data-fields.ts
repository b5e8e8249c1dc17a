import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { personalDataFieldOf } from '../services/reference-items';

/** account.getPersonalDataFields (§7): the profile fields of a country, by default the signed-in player's. */
export function registerGetPersonalDataFields(app: FastifyInstance, { accounts, reference }: AccountArea): void {
  defineApiCall(app, accountCalls.getPersonalDataFields, {
    handler: async ({ input, accountId }) => {
      const country = input.country ?? (accountId ? (await loadAccount(accounts, accountId)).country_code : null);
      const fields = await reference.personalDataFields(country ?? null);
      return fields.map(personalDataFieldOf);
    },
  });
}
