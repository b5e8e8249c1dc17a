import { ApiError } from '@nfx/errors';

/** The first server message for a field of a refused call, if the refusal named it. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.invalidParameters?.[field]?.[0] : undefined;
}

/** The refusal's code (`self_excluded`, `exclusion_not_longer`…), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.code === 'string' ? error.code : undefined;
}
