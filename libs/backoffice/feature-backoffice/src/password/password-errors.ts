import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@nfx/errors';
import { applyServerErrors } from '../common/form-failure';

/** The password calls' own refusals, each on the field it is about (texts in `backoffice-password.errors`). */
const FIELD_OF_CODE: Record<string, string> = {
  staff_reset_invalid: 'root',
  staff_current_password: 'currentPassword',
  staff_same_password: 'password',
};

/**
 * Puts a password call's refusal where it belongs: its own codes on their field (as a text key,
 * which the field's error text reads) or in the form's notice (as text), other named fields on
 * theirs, anything else in the notice.
 */
export function applyPasswordError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  generalText: (error: unknown) => string,
  t: (key: string) => string,
): void {
  const code = isApiError(error) && typeof error.code === 'string' ? error.code : undefined;
  const field = code ? FIELD_OF_CODE[code] : undefined;
  if (code && field) {
    const message = `backoffice-password.errors.${code}`;
    if (field === 'root' || !(fields as readonly string[]).includes(field)) setError('root', { type: 'server', message: t(message) });
    else setError(field as Path<T>, { type: 'server', message });
    return;
  }
  if (applyServerErrors(error, fields, setError)) setError('root', { type: 'server', message: generalText(error) });
}
