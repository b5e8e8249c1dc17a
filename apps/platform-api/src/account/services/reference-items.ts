import type { PersonalDataField, PhoneSettingsCountry } from '@nfx/api-contract';
import type { Selectable } from 'kysely';
import type { CountriesTable, PersonalDataFieldsTable } from '../../db/tables/account';

/** Reference rows keep lists and options as JSON text; a damaged value reads as its empty form. */
function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function personalDataFieldOf(field: Selectable<PersonalDataFieldsTable>): PersonalDataField {
  return {
    sysname: field.sysname,
    type: field.type as PersonalDataField['type'],
    params: { is_required: field.is_required, is_visible: field.is_visible },
    options: parseJson<PersonalDataField['options']>(field.options, {}),
  };
}

/** A country option of §3: one mask as a string, several as a list. */
export function phoneSettingsOf(country: Selectable<CountriesTable>): PhoneSettingsCountry {
  const masks = parseJson<string[]>(country.phone_masks, []);
  return {
    id: country.code.toLowerCase(),
    name: country.name,
    phone_code: country.phone_code,
    country_code: country.code,
    mask: masks.length === 1 ? masks[0]! : masks,
  };
}
