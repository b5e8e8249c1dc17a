import { isApiError } from '@nfx/errors';

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
