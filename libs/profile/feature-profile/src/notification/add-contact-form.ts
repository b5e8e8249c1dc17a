import * as v from 'valibot';
import type { PhoneSettingsCountry } from '@nfx/api-contract';
import { emailRule, maskedPhoneRule, messageKeys, phoneMasksOf } from '@nfx/validation';

export type ContactKind = 'email' | 'phone';

export interface AddContactValues {
  kind: ContactKind;
  email: string;
  country: string;
  /** The national number as typed (the mask's slots). */
  phone: string;
}

/** §5: an email by the email rule, a phone by its country's masks. */
export function addContactSchema(country: PhoneSettingsCountry | undefined) {
  return v.variant('kind', [
    v.looseObject({ kind: v.literal('email'), email: emailRule() }),
    v.looseObject({
      kind: v.literal('phone'),
      country: v.pipe(v.string(), v.nonEmpty(messageKeys.required)),
      phone: maskedPhoneRule(phoneMasksOf(country)),
    }),
  ]);
}

/** What account.addcontact receives: the email, or the phone number with its calling code. */
export function addContactPayload(values: AddContactValues, country: PhoneSettingsCountry | undefined) {
  if (values.kind === 'email') return { contact: values.email.trim() };
  const code = country?.phone_code ?? '';
  return { contact: `${code}${values.phone}`, phone_country_code: code };
}

/** §4: a changed value is dirty, valid again after it is saved, invalid when the save fails. */
export type ContactFieldState = 'valid' | 'dirty' | 'invalid';
