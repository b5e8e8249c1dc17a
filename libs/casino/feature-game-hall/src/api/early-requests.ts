/**
 * Requests a page needs at once, started when the remote's route module evaluates, before React
 * has rendered anything: the data then travels while the page's components are still being
 * evaluated and mounted. The first query asking for the same key takes the request; a later
 * one fetches afresh, so nothing here outlives the page load that started it.
 */
const started = new Map<string, { promise: Promise<unknown>; at: number }>();

/**
 * How long an untaken request stays usable. The page takes it within its first render; one left
 * over (the player went elsewhere, the window was resized so the key changed) must not answer a
 * query much later with data from before, say, signing in.
 */
export const EARLY_REQUEST_TTL_MS = 10_000;

/** Starts the request unless one under this key is waiting already; undefined in that case. */
export function startEarly<T>(key: string, request: () => Promise<T>, now = Date.now()): Promise<T> | undefined {
  const existing = started.get(key);
  if (existing && now - existing.at < EARLY_REQUEST_TTL_MS) return undefined;
  const promise = request();
  // The query that takes the promise reports a failure; until then it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(key, { promise, at: now });
  return promise;
}

export function takeEarly<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && now - entry.at < EARLY_REQUEST_TTL_MS ? (entry.promise as Promise<T>) : undefined;
}

/** Drops requests nobody took (tests start pages in isolation). */
export function forgetEarlyRequests(): void {
  started.clear();
}
