import type { FastifyInstance } from 'fastify';
import { accountCalls, type Profile } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { documentOf, profileContactOf, profileOf } from '../services/profile';

/** account.getprofileinfo (§3, §7): the profile; `fields=contacts,document` adds those parts. */
export function registerGetProfileInfo(app: FastifyInstance, { accounts, contacts }: AccountArea): void {
  defineApiCall(app, accountCalls.getprofileinfo, {
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const fields = input.fields ?? [];
      const profile: Profile = profileOf(account);
      if (fields.includes('contacts'))
        profile.contacts = (await contacts.listForAccount(account.id)).map((contact) => profileContactOf(contact));
      if (fields.includes('document')) profile.document = documentOf(account);
      return profile;
    },
  });
}
