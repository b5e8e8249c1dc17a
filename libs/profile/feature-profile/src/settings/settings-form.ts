import * as v from 'valibot';
import type { Profile } from '@nfx/api-contract';
import { emptyAsUndefined, type FieldDefinition, profileFieldNames, ruleForField } from '@nfx/validation';

export type SettingsValues = Record<string, string>;

/** The definitions of §3 whose options list a select's entries (`options.select` or `options.list`). */
export function optionValues(field: FieldDefinition | undefined): Array<{ value: string; label: string }> {
  const raw = field?.options?.select ?? field?.options?.list;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry === 'string' || typeof entry === 'number') return [{ value: String(entry), label: String(entry) }];
    if (typeof entry === 'object' && entry !== null && 'value' in entry) {
      const { value, label } = entry as { value: unknown; label?: unknown };
      return [{ value: String(value), label: typeof label === 'string' ? label : String(value) }];
    }
    return [];
  });
}

/** Edited elsewhere: contacts on the notification page, the nickname in its own form. */
const OWN_FORMS = new Set(['fakename', 'phone_country_code', 'country']);
const COUNTRY_FIELD: FieldDefinition = { sysname: 'country_code', type: 'country_code', params: { is_required: true, is_visible: true } };

/**
 * The personal data fields this form shows, in the country's order: the visible definitions
 * that account.saveProfileInfo accepts, with the country always first so it can be changed.
 */
export function settingsFields(definitions: readonly FieldDefinition[]): FieldDefinition[] {
  const editable = definitions.filter(
    (field) =>
      field.params?.is_visible !== false &&
      (profileFieldNames as readonly string[]).includes(field.sysname) &&
      !OWN_FORMS.has(field.sysname),
  );
  const country = editable.find((field) => field.sysname === 'country_code') ?? COUNTRY_FIELD;
  return [country, ...editable.filter((field) => field.sysname !== 'country_code')];
}

/** §3: the document number is used only when the document type is cpf. */
export function usesDocumentNumber(values: SettingsValues): boolean {
  return values['document_type'] === 'cpf';
}

/** The §5 rule of every field on screen; optional fields accept blank, the document number counts only for cpf. */
export function settingsSchema(fields: readonly FieldDefinition[], values: SettingsValues) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of fields) {
    if (field.sysname === 'document_number' && !usesDocumentNumber(values)) continue;
    const rule = ruleForField(field);
    entries[field.sysname] = field.params?.is_required ? rule : emptyAsUndefined(rule);
  }
  entries['currency'] = v.optional(v.string());
  return v.looseObject(entries);
}

/** The form's starting values: the profile's, as text. */
export function initialValues(profile: Profile, fallbackCountry: string): SettingsValues {
  const values: SettingsValues = {};
  for (const name of profileFieldNames) {
    const value = (profile as unknown as Record<string, unknown>)[name];
    if (value !== undefined && value !== null) values[name] = String(value);
  }
  values['country_code'] = profile.country_code || fallbackCountry;
  values['document_type'] = profile.document?.document_type ?? '';
  values['document_number'] = profile.document?.document_number ?? '';
  values['currency'] = profile.currency;
  return values;
}

/**
 * Spec §4, a change of country: region goes to the new country's first region, the document
 * type to its first option, and the currency rule applies: the currency chosen before stays if
 * it is still offered, otherwise the first offered one (never while the currency is fixed).
 */
export function applyCountryChange(
  values: SettingsValues,
  country: string,
  fields: readonly FieldDefinition[],
  currencies: { offered: readonly string[]; locked: boolean },
): SettingsValues {
  const byName = (name: string) => fields.find((field) => field.sysname === name);
  const next: SettingsValues = { ...values, country_code: country };
  next['region'] = optionValues(byName('region'))[0]?.value ?? '';
  next['document_type'] = optionValues(byName('document_type'))[0]?.value ?? '';
  if (!usesDocumentNumber(next)) next['document_number'] = '';
  if (!currencies.locked && currencies.offered.length > 0 && !currencies.offered.includes(values['currency'] ?? ''))
    next['currency'] = currencies.offered[0]!;
  return next;
}

/** What account.saveProfileInfo receives: the fields on screen, trimmed; the document number only for cpf. */
export function profilePayload(fields: readonly FieldDefinition[], values: SettingsValues): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of fields) {
    if (field.sysname === 'document_number' && !usesDocumentNumber(values)) continue;
    const value = (values[field.sysname] ?? '').trim();
    if (value !== '') payload[field.sysname] = value;
  }
  return payload;
}
