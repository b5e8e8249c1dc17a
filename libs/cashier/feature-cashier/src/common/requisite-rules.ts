import * as v from 'valibot';
import type { RequisiteField, RequisiteRule } from '@nfx/api-contract';
import { cardHolderRule, cardNumberRule, emailRule, ibanRule, messageKeys } from '@nfx/validation';
import { firstIssue } from './first-issue';

/** The §5 rule of each kind of requisite (card number with Luhn, card holder, IBAN, a chosen bank, an e-mail). */
const rules: Record<RequisiteRule, () => v.GenericSchema> = {
  card_number: () => cardNumberRule(),
  card_holder: () => cardHolderRule(),
  iban: () => ibanRule(),
  bank: () => v.pipe(v.string(), v.nonEmpty(messageKeys.required)),
  email: () => emailRule(),
};

/** Browser autofill hints, so a saved card or address fills in. */
export const requisiteAutoComplete: Record<RequisiteRule, string> = {
  card_number: 'cc-number',
  card_holder: 'cc-name',
  iban: 'off',
  bank: 'off',
  email: 'email',
};

/** The first broken rule of each requisite; an empty optional one passes. */
export function requisiteErrors(fields: readonly RequisiteField[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (!field.required && value.trim() === '') continue;
    const issue = firstIssue(rules[field.rule](), value);
    if (issue) errors[field.name] = issue;
  }
  return errors;
}

/** What is sent: trimmed values of the filled fields (an IBAN without spaces, upper-cased, as its rule reads it). */
export function requisitesPayload(fields: readonly RequisiteField[], values: Readonly<Record<string, string>>): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    payload[field.name] =
      field.rule === 'iban' ? value.replace(/\s+/g, '').toUpperCase() : field.rule === 'card_number' ? value.replace(/[\s-]/g, '') : value;
  }
  return payload;
}
