import * as v from 'valibot';
import { birthDateRule } from '../rules/date';
import { fakenameRule } from '../rules/fakename';
import { countryCodeRule, postcodeRule, sexRule } from '../rules/misc';
import { addressRule, looseNameRule, nameRule } from '../rules/names';
import { emptyAsUndefined } from '../rules/optional';
import { phoneCountryCodeRule } from '../rules/phone';
import { messageKeys } from '../messages';
import { formString } from '../rules/text';

/** Identity document types; `cpf` (Brazil) is the one whose number is sent (§3). */
export const documentTypes = ['cpf', 'passport', 'id_card', 'driving_license'] as const;

const documentNumberRule = () =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^[A-Za-z0-9./ -]{3,32}$/, messageKeys.regex));

/** The profile fields of §3 a player may edit; each optional, blank meaning "not given". */
export const profileFieldEntries = {
  first_name: emptyAsUndefined(nameRule()),
  middle_name: emptyAsUndefined(nameRule()),
  last_name: emptyAsUndefined(nameRule()),
  sex: emptyAsUndefined(sexRule()),
  birth_date: emptyAsUndefined(birthDateRule()),
  country: emptyAsUndefined(countryCodeRule()),
  country_code: emptyAsUndefined(countryCodeRule()),
  region: emptyAsUndefined(looseNameRule()),
  home_town: emptyAsUndefined(looseNameRule()),
  address: emptyAsUndefined(addressRule()),
  postcode: emptyAsUndefined(postcodeRule(/^[A-Za-z0-9 -]{2,10}$/)),
  phone_country_code: emptyAsUndefined(phoneCountryCodeRule()),
  fakename: emptyAsUndefined(fakenameRule()),
  document_type: emptyAsUndefined(v.picklist(documentTypes, messageKeys.oneOf)),
  document_number: emptyAsUndefined(documentNumberRule()),
};

/** account.saveProfileInfo */
export const saveProfileInfoSchema = v.object(profileFieldEntries);
export type SaveProfileInfoInput = v.InferOutput<typeof saveProfileInfoSchema>;

export type ProfileFieldName = keyof typeof profileFieldEntries;
export const profileFieldNames = Object.keys(profileFieldEntries) as ProfileFieldName[];
