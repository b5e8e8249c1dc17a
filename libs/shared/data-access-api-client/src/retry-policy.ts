/** Spec §9: statuses worth a second try because the server may answer differently a moment later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Only calls without side effects are repeated; a POST may have been applied before the failure. */
export function isRetryableMethod(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD';
}

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, reset). */
export function isNetworkFailure(error: unknown): error is TypeError {
  return error instanceof TypeError;
}

export type AttemptOutcome = { status: number } | { error: unknown };

export function shouldRetry(method: string, outcome: AttemptOutcome): boolean {
  if (!isRetryableMethod(method)) return false;
  return 'status' in outcome ? RETRYABLE_STATUSES.has(outcome.status) : isNetworkFailure(outcome.error);
}
