import { isApiError } from '@nfx/errors';

/** The code analytics receives for a failed call (§8): the server's code, else its error type. */
export function errorCodeOf(error: unknown): string {
  if (isApiError(error)) return String(error.code ?? error.type);
  return error instanceof Error ? error.name : 'unknown';
}
