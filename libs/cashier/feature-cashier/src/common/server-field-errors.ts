import { isApiError } from '@nfx/errors';
import { mapServerErrors } from '@nfx/validation';

export interface FormFailure {
  /** The first error key of each form field the server named. */
  fields: Record<string, string>;
  /** True when the error is not about fields the form shows: the form shows the catalogue message. */
  general: boolean;
}

/** Spec §5: server-side errors go to the fields by their first key; anything else is one general notice. */
export function formFailureOf(error: unknown, formFields: readonly string[]): FormFailure {
  if (!isApiError(error) || !error.invalidParameters) return { fields: {}, general: true };
  // `requisites.iban` and `iban` both name the IBAN field.
  const flat = Object.fromEntries(Object.entries(error.invalidParameters).map(([name, keys]) => [name.replace(/^requisites\./, ''), keys]));
  const { fields, unmatched } = mapServerErrors(flat, formFields);
  return { fields, general: unmatched.length > 0 || Object.keys(fields).length === 0 };
}
