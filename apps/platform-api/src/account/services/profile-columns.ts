import type { SaveProfileInfoInput } from '@nfx/validation';
import type { AccountUpdate } from '../../db/tables/account';

/** The profile fields given (not undefined) as account columns; absent fields stay unchanged. */
export function profileColumnsOf(input: Partial<SaveProfileInfoInput>): AccountUpdate {
  const columns: AccountUpdate = {};
  const set = <K extends keyof AccountUpdate>(key: K, value: AccountUpdate[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('first_name', input.first_name);
  set('middle_name', input.middle_name);
  set('last_name', input.last_name);
  set('sex', input.sex);
  set('birth_date', input.birth_date);
  set('country', input.country);
  set('country_code', input.country_code);
  set('region', input.region);
  set('home_town', input.home_town);
  set('address', input.address);
  set('postcode', input.postcode);
  set('phone_country_code', input.phone_country_code);
  set('fakename', input.fakename);
  set('document_type', input.document_type);
  // §3: the document number is kept only for the cpf type.
  if (input.document_number !== undefined && (input.document_type ?? 'cpf') === 'cpf') columns.document_number = input.document_number;
  return columns;
}
