import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@nfx/errors';
import { mapServerErrors } from '@nfx/validation';

/**
 * The one place a form's server errors land: each field the server names gets its first key
 * (the first such field takes focus); anything else is returned for a notice above the form.
 * Answers false when nothing could be put on a field.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<TValues>,
): boolean {
  if (!isApiError(error)) return false;
  const mapped = mapServerErrors(error.invalidParameters ?? (error.errorData as Record<string, string[]> | undefined), fields);
  const names = Object.keys(mapped.fields);
  names.forEach((name, index) =>
    setError(name as Path<TValues>, { type: 'server', message: mapped.fields[name] }, { shouldFocus: index === 0 }),
  );
  return names.length > 0;
}
