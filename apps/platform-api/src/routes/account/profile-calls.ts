import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import {
  changeFakenameSchema,
  changeLocaleSchema,
  encodeMessage,
  personalDataFieldsQuerySchema,
  profileInfoQuerySchema,
  saveProfileInfoSchema,
  setCurrencySchema,
} from '@nfx/validation';
import type { AccountRow } from '../../db/tables/account';
import { defineApiCall } from '../../http/define-api-call';
import { loadAccount } from './load-account';
import { profileColumnsOf } from './profile-columns';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function profileOf(account: AccountRow) {
  return {
    first_name: account.first_name ?? '',
    middle_name: account.middle_name ?? '',
    last_name: account.last_name ?? '',
    sex: account.sex,
    birth_date: account.birth_date ?? '',
    country: account.country ?? '',
    country_code: account.country_code ?? '',
    region: account.region ?? '',
    home_town: account.home_town ?? '',
    address: account.address ?? '',
    postcode: account.postcode ?? '',
    mobile: account.mobile ?? '',
    email: account.email ?? '',
    login: account.login,
    currency: account.currency,
    phone_country_code: account.phone_country_code ?? '',
    fakename: account.fakename ?? '',
  };
}

export function registerProfileCalls(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'account',
    method: 'getprofileinfo',
    verb: 'GET',
    summary: 'Profile of the signed-in player; `fields=contacts,document` adds those parts',
    input: profileInfoQuerySchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const account = await loadAccount(request, accountId!);
      const fields = input.fields ?? [];
      const result: Record<string, unknown> = profileOf(account);
      if (fields.includes('contacts')) {
        const contacts = await request.server.repositories.contacts.listForAccount(account.id);
        result['contacts'] = contacts.map((contact) => ({
          type: contact.kind,
          contact: contact.value,
          is_confirmed: contact.is_confirmed,
          is_subscribed: contact.is_subscribed,
          ...(contact.kind === 'phone' ? { phone_country_code: contact.phone_country_code ?? '' } : {}),
        }));
      }
      if (fields.includes('document')) {
        result['document'] = { document_type: account.document_type ?? '', document_number: account.document_number ?? '' };
      }
      return result;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'saveProfileInfo',
    verb: 'POST',
    summary: 'Save profile fields; completes a social registration once the required fields are filled. Answers 1',
    input: saveProfileInfoSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const { accounts, reference } = request.server.repositories;
      const account = await loadAccount(request, accountId!);
      const changes = profileColumnsOf(input);
      if (!account.is_registration_completed) {
        const merged = { ...account, ...changes } as Record<string, unknown>;
        const definitions = await reference.personalDataFields((merged['country_code'] as string | null) ?? null);
        const missing = definitions.filter((field) => field.is_required && field.sysname in merged && !merged[field.sysname]);
        if (missing.length === 0) changes.is_registration_completed = true;
      }
      if (Object.keys(changes).length > 0) await accounts.update(account.id, changes);
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'getPersonalDataFields',
    verb: 'GET',
    summary: 'Profile field definitions for a country (defaults to the player’s country)',
    input: personalDataFieldsQuerySchema,
    auth: 'optional',
    async handler({ input, request, accountId }) {
      const country = input.country ?? (accountId ? (await loadAccount(request, accountId)).country_code : null);
      const fields = await request.server.repositories.reference.personalDataFields(country ?? null);
      return fields.map((field) => ({
        sysname: field.sysname,
        type: field.type,
        params: { is_required: field.is_required, is_visible: field.is_visible },
        options: parseJson<Record<string, unknown>>(field.options, {}),
      }));
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'getContactPhoneSettings',
    verb: 'GET',
    summary: 'Countries with phone codes and phone masks',
    async handler({ request }) {
      const countries = await request.server.repositories.reference.countries();
      return countries.map((country) => {
        const masks = parseJson<string[]>(country.phone_masks, []);
        return {
          id: country.code.toLowerCase(),
          name: country.name,
          phone_code: country.phone_code,
          country_code: country.code,
          mask: masks.length === 1 ? masks[0] : masks,
        };
      });
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'changefakename',
    verb: 'POST',
    summary: 'Change the public nickname. Answers 1',
    input: changeFakenameSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      await request.server.repositories.accounts.update(accountId!, { fakename: input.fakename });
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'changelocale',
    verb: 'POST',
    summary: 'Change the account locale. Answers 1',
    input: changeLocaleSchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      await request.server.repositories.accounts.update(accountId!, { locale: input.locale });
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'setCurrency',
    verb: 'POST',
    summary: 'Choose the account currency; only before the first deposit. Answers 1',
    input: setCurrencySchema,
    auth: 'required',
    async handler({ input, request, accountId }) {
      const { accounts, reference } = request.server.repositories;
      if (!(await reference.currencyExists(input.currency))) {
        throw new ApiError('InvalidParameter', 'Unknown currency', {
          invalidParameters: { currency: [encodeMessage('validation.currency')] },
        });
      }
      // Balances are kept in the account currency; after a deposit a switch would rewrite money.
      // The check and the write are one statement, so a deposit landing meanwhile still wins.
      if (!(await accounts.setCurrencyIfNoDeposits(accountId!, input.currency))) {
        throw new ApiError('InvalidRequest', 'The currency cannot be changed after the first deposit', { code: 'currency_locked' });
      }
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'setUserOnVerification',
    verb: 'POST',
    summary: 'Mark the player as waiting for identity verification. Answers 1',
    auth: 'required',
    async handler({ request, accountId }) {
      await request.server.repositories.accounts.update(accountId!, { is_on_verification: true });
      return 1;
    },
  });
}
