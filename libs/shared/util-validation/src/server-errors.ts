/** §8: the server reports `phone` for what some forms call `mobile`, and the other way round. */
export const SWAPPED_FIELD_NAMES: Readonly<Record<string, string>> = { phone: 'mobile', mobile: 'phone' };

export interface MappedServerErrors {
  /** The first error key of each form field. */
  fields: Record<string, string>;
  /** Keys about fields the form does not show: the caller shows them as one general notice. */
  unmatched: string[];
}

/**
 * Server-side errors (`invalid_parameters` or `error_data`) to form fields: the first key per
 * field wins; a field the form lacks is tried under its swapped name (phone ↔ mobile).
 */
export function mapServerErrors(
  errors: Readonly<Record<string, readonly string[] | string>> | null | undefined,
  formFields: readonly string[],
): MappedServerErrors {
  const result: MappedServerErrors = { fields: {}, unmatched: [] };
  for (const [name, keys] of Object.entries(errors ?? {})) {
    const first = typeof keys === 'string' ? keys : keys[0];
    if (!first) continue;
    const swapped = SWAPPED_FIELD_NAMES[name];
    const target = formFields.includes(name) ? name : swapped && formFields.includes(swapped) ? swapped : null;
    if (target && !(target in result.fields)) result.fields[target] = first;
    else if (!target) result.unmatched.push(first);
  }
  return result;
}
