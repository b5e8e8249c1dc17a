import type { TFunction } from 'i18next';
import { isApiError } from '@nfx/errors';
import { decodeMessage } from '@nfx/validation';

/** The first server error key per field (spec §8), or null when the error is not about fields. */
export function firstFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || !error.invalidParameters) return null;
  const fields: Record<string, string> = {};
  for (const [field, keys] of Object.entries(error.invalidParameters)) {
    const first = keys[0];
    if (first) fields[field] = first;
  }
  return fields;
}

/**
 * The player-facing text of a server error key such as `validation.minLength?min=6`: the key
 * and its parameters are decoded by the validation lib that encoded them, then translated.
 * A key the catalogue does not know falls back to the generic required-field text.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = decodeMessage(message);
  return t(key, { ...params, defaultValue: t('validation.required') });
}
