/**
 * The request never got an answer, even after the retry. Kept apart from ApiError on purpose:
 * a flaky connection must not show the maintenance page, the caller offers "try again" instead.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`Network request to ${url} failed`, options);
  }
}

export function isNetworkError(value: unknown): value is NetworkError {
  return value instanceof NetworkError;
}
