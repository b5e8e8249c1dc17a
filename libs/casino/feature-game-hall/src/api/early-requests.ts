/**
 * Requests a page needs at once, started when the remote's route module evaluates, before React
 * has rendered anything: the data then travels while the page's components are still being
 * evaluated and mounted. The first query asking for the same key takes the request; a later
 * one fetches afresh, so nothing here outlives the page load that started it.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts the request unless one under this key is waiting already; undefined in that case. */
export function startEarly<T>(key: string, request: () => Promise<T>): Promise<T> | undefined {
  if (started.has(key)) return undefined;
  const promise = request();
  // The query that takes the promise reports a failure; until then it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(key, promise);
  return promise;
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise;
}

/** Drops requests nobody took (tests start pages in isolation). */
export function forgetEarlyRequests(): void {
  started.clear();
}
