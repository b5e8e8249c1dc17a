import type { FieldDefinition, FormFieldRequirement } from '@nfx/validation';
import type { AuthType, RegistrationFieldsConfig } from '@nfx/cms-config';

const CONTACT_FIELDS = ['email', 'phone', 'mobile'];
/** Fields the form always renders itself, whatever the field list says. */
const OWN_FIELDS = ['terms', 'notify', 'promo_code', 'is_betting'];

export function cmsFieldsFor(config: RegistrationFieldsConfig | undefined, country: string): FieldDefinition[] {
  if (!config) return [];
  return config.countries?.[country] ?? config.default;
}

/**
 * The fields on screen and whether each is required (§4, §5). The registration type's own
 * field (e.g. `phone` for fast phone sign-up) is required and the other contacts become
 * optional. A full registration also shows the optional fields and the country's personal
 * fields; a fast one shows only what is required.
 */
export function visibleRegistrationFields(
  type: AuthType | undefined,
  cmsFields: readonly FieldDefinition[],
  personalFields: readonly FieldDefinition[],
  /** A social registration already has a verified identity: contacts are optional. */
  options: { contactsOptional?: boolean } = {},
): FormFieldRequirement[] {
  const isFast = type?.component === 'fast' || type?.isFast === true;
  const typeField = type?.field;
  const merged: FieldDefinition[] = [...cmsFields];
  if (!isFast) {
    const hasPhone = merged.some((field) => field.sysname === 'phone' || field.sysname === 'mobile');
    for (const field of personalFields) {
      if (merged.some((known) => known.sysname === field.sysname)) continue;
      if (hasPhone && (field.sysname === 'phone' || field.sysname === 'mobile')) continue;
      merged.push(field);
    }
  }
  const result: FormFieldRequirement[] = [];
  for (const field of merged) {
    if (field.params?.is_visible === false || OWN_FIELDS.includes(field.sysname)) continue;
    const isTypeField = field.sysname === typeField;
    const isContact = CONTACT_FIELDS.includes(field.sysname);
    const isOtherContact = isContact && (options.contactsOptional === true || (typeField !== undefined && !isTypeField));
    const required = (isTypeField && !options.contactsOptional) || (field.params?.is_required === true && !isOtherContact);
    if (isFast && !required) continue;
    result.push({ field, required });
  }
  return result;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** `options.list` or `options.select` of a field, as strings or `{value,label}` entries. */
export function optionsOf(field: FieldDefinition): SelectOption[] {
  const raw = field.options?.list ?? field.options?.select;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown): SelectOption[] => {
    if (typeof entry === 'string' || typeof entry === 'number') return [{ value: String(entry), label: String(entry) }];
    if (typeof entry === 'object' && entry !== null && 'value' in entry) {
      const { value, label } = entry as { value: unknown; label?: unknown };
      return [{ value: String(value), label: typeof label === 'string' ? label : String(value) }];
    }
    return [];
  });
}
