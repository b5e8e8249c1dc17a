import * as v from 'valibot';
import { cardHolderRule, cardNumberRule } from '../rules/card';
import { birthDateRule, dateRule } from '../rules/date';
import { emailRule } from '../rules/email';
import { fakenameRule } from '../rules/fakename';
import { ibanRule } from '../rules/iban';
import { loginRule } from '../rules/login';
import { countryCodeRule, currencyRule, customRule, patternFrom, postcodeRule, promoCodeRule, sexRule } from '../rules/misc';
import { addressRule, looseNameRule, nameRule } from '../rules/names';
import { emptyAsUndefined } from '../rules/optional';
import { passwordRule } from '../rules/password';
import { phoneRule } from '../rules/phone';
import { maskedPhoneRule } from '../rules/phone-mask';
import { requiredText } from '../rules/text';
import { messageKeys } from '../messages';

/** Field types of the CMS field list and of account.getPersonalDataFields (§3). */
export type FieldType = 'input' | 'password' | 'date' | 'select' | 'country_code' | 'region' | 'phone';

export interface FieldDefinition {
  sysname: string;
  type: FieldType;
  params?: { is_required?: boolean; is_visible?: boolean };
  options?: { list?: unknown; select?: unknown; mask?: string; regex?: string };
}

export interface FieldRuleContext {
  /** Masks of the chosen country for phone fields; without them any 5–15 digits pass. */
  phoneMasks?: readonly string[];
}

/** The §5 rule of one field, chosen by its system name first and its type second. */
export function ruleForField(field: FieldDefinition, context: FieldRuleContext = {}): v.GenericSchema {
  const pattern = patternFrom(field.options?.regex);
  switch (field.sysname) {
    case 'email':
      return emailRule();
    case 'password':
      return passwordRule();
    case 'login':
      return loginRule();
    case 'phone':
    case 'mobile':
      return context.phoneMasks ? maskedPhoneRule(context.phoneMasks) : phoneRule();
    case 'first_name':
    case 'middle_name':
    case 'last_name':
      return nameRule();
    case 'home_town':
      return looseNameRule();
    case 'address':
      return addressRule();
    case 'birth_date':
      return birthDateRule();
    case 'postcode':
      return pattern ? postcodeRule(pattern) : postcodeRule();
    case 'fakename':
      return fakenameRule();
    case 'currency':
      return currencyRule();
    case 'country':
    case 'country_code':
      return countryCodeRule();
    case 'sex':
      return sexRule();
    case 'iban':
      return ibanRule();
    case 'card_number':
      return cardNumberRule(pattern ?? undefined);
    case 'card_holder':
      return cardHolderRule();
    case 'promo_code':
      return promoCodeRule();
  }
  if (field.type === 'date') return dateRule();
  if (pattern) return customRule(pattern);
  return requiredText();
}

export interface FormFieldRequirement {
  field: FieldDefinition;
  required: boolean;
}

export interface RegistrationFormSchemaOptions extends FieldRuleContext {
  /** §5: when the terms flag is active the box must be ticked. */
  termsRequired: boolean;
}

/**
 * The registration form's schema for the fields on screen: required fields use their rule,
 * optional ones accept blank. Checkboxes and the promo code follow the auth configuration.
 */
export function registrationFormSchema(fields: readonly FormFieldRequirement[], options: RegistrationFormSchemaOptions) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const { field, required } of fields) {
    const rule = ruleForField(field, options);
    entries[field.sysname] = required ? rule : emptyAsUndefined(rule);
  }
  entries['terms'] = options.termsRequired
    ? v.pipe(
        v.unknown(),
        v.check((value) => value === true || value === '1', messageKeys.terms),
      )
    : v.optional(v.unknown());
  entries['notify'] = v.optional(v.boolean());
  entries['is_betting'] = v.optional(v.string());
  entries['hasPromocode'] = v.optional(v.boolean());
  entries['promo_code'] = emptyAsUndefined(promoCodeRule());
  return v.object(entries);
}
