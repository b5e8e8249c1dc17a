import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { contactKindOf } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';

/** account.addcontact (§7): a new, unconfirmed email or phone; one another account has is refused. */
export function registerAddContact(app: FastifyInstance, { accounts, transaction }: AccountArea): void {
  defineApiCall(app, accountCalls.addcontact, {
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      const kind = contactKindOf(input.contact);
      const taken = await accounts.takenIdentifiers(kind === 'email' ? { email: input.contact } : { mobile: input.contact }, account.id);
      if (taken.length > 0)
        throw new ApiError('InvalidParameter', 'Contact belongs to another account', {
          invalidParameters: { contact: ['validation.taken'] },
        });
      await transaction(async (players) => {
        await players.contacts.add({
          accountId: account.id,
          kind,
          value: input.contact,
          phoneCountryCode: input.phone_country_code ?? null,
        });
        // The first contact of a kind becomes the account's email or phone (also usable as login).
        if (kind === 'email' && !account.email) await players.accounts.update(account.id, { email: input.contact });
        if (kind === 'phone' && !account.mobile)
          await players.accounts.update(account.id, {
            mobile: input.contact,
            phone_country_code: input.phone_country_code ?? account.phone_country_code,
          });
      });
      return 1 as const;
    },
  });
}
