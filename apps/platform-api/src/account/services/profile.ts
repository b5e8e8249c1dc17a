import type { Profile, ProfileContact } from '@nfx/api-contract';
import type { AccountRow, ContactRow } from '../../db/tables/account';
import { resendWaitSeconds } from './contact-confirmation';

/** The profile of §3; unset text is ''. */
export function profileOf(account: AccountRow): Profile {
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
    has_deposits: account.has_deposits,
  };
}

/** A contact of the profile, with when its last confirmation message left and when another may. */
export function profileContactOf(contact: ContactRow, now = new Date()): ProfileContact {
  return {
    type: contact.kind,
    contact: contact.value,
    is_confirmed: contact.is_confirmed,
    is_subscribed: contact.is_subscribed,
    ...(contact.kind === 'phone' ? { phone_country_code: contact.phone_country_code ?? '' } : {}),
    confirmation_sent_at: contact.code_sent_at?.toISOString() ?? null,
    resend_time: contact.is_confirmed ? 0 : resendWaitSeconds(contact, now),
  };
}

export function documentOf(account: AccountRow): NonNullable<Profile['document']> {
  return { document_type: account.document_type ?? '', document_number: account.document_number ?? '' };
}
