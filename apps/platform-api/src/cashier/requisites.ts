import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { RequisiteField } from '@nfx/api-contract';
import { ApiError, type InvalidParameters } from '@nfx/errors';
import { cardHolderRule, cardNumberRule, emailRule, formInt, ibanRule, messageKeys } from '@nfx/validation';

const RULES = {
  card_number: cardNumberRule(),
  card_holder: cardHolderRule(),
  iban: ibanRule(),
  bank: formInt({ min: 1, max: 2_147_483_647 }),
  email: emailRule(),
} as const;

/**
 * Checks the requisites a method asks for with the §5 rules the forms use (card number with Luhn,
 * card holder, IBAN by country format and mod-97, e-mail, a bank id), and returns them normalised.
 * Unknown names are refused, so nothing unlisted is stored. Errors name the requisite.
 */
export function checkRequisites(fields: readonly RequisiteField[], sent: Record<string, string>): Record<string, string> {
  const invalid: InvalidParameters = {};
  const checked: Record<string, string> = {};
  for (const name of Object.keys(sent)) {
    if (!fields.some((field) => field.name === name)) (invalid[name] ??= []).push(messageKeys.wrongField);
  }
  for (const field of fields) {
    const value = sent[field.name];
    if (value === undefined || value.trim() === '') {
      if (field.required) (invalid[field.name] ??= []).push(messageKeys.required);
      continue;
    }
    const result = v.safeParse(RULES[field.rule], value);
    if (!result.success) (invalid[field.name] ??= []).push(result.issues[0].message);
    else checked[field.name] = field.rule === 'card_number' ? String(result.output).replace(/[\s-]/g, '') : String(result.output);
  }
  if (Object.keys(invalid).length > 0) throw new ApiError('InvalidParameter', 'Invalid requisites', { invalidParameters: invalid });
  return checked;
}

/** What may be shown and stored of requisites: a card's last four digits, an IBAN's country and last four. */
export function maskRequisites(requisites: Record<string, string>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(requisites)) {
    if (name === 'card_number') masked[name] = `${value.slice(0, 6)}...${value.slice(-4)}`;
    else if (name === 'iban') masked[name] = `${value.slice(0, 2)}** **** ${value.slice(-4)}`;
    else masked[name] = value;
  }
  return masked;
}

/** A digest of the value that identifies where money goes (card, IBAN, e-wallet), for the blocklist. */
export function requisitesDigest(requisites: Record<string, string>): string | null {
  const identity = requisites['card_number'] ?? requisites['iban'] ?? requisites['email']?.toLowerCase();
  return identity ? createHash('sha256').update(identity).digest('hex') : null;
}
