import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@nfx/errors';
import { mapServerErrors } from '@nfx/validation';

/**
 * The one place a form's server error meets its fields: each field the server named gets its
 * first key; answers true when something is left for the form's general notice.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.invalidParameters) return true;
  const { fields: named, unmatched } = mapServerErrors(error.invalidParameters, fields);
  for (const [field, message] of Object.entries(named)) setError(field as Path<T>, { type: 'server', message });
  return unmatched.length > 0 || Object.keys(named).length === 0;
}
