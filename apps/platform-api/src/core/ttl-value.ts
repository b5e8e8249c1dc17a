/**
 * One value loaded on demand and kept for a while: the category and provider lists change only
 * when an editor changes the catalogue, yet every hall request needs them.
 */
export function ttlValue<T>(ttlMs: number, load: () => Promise<T>) {
  let cached: { value: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    /** The value while it is fresh, without waiting: for hot paths that can fall back on `get`. */
    fresh(): T | undefined {
      return cached && cached.expiresAt > Date.now() ? cached.value : undefined;
    },
    async get(): Promise<T> {
      if (cached && cached.expiresAt > Date.now()) return cached.value;
      pending ??= load().then(
        (value) => {
          cached = { value, expiresAt: Date.now() + ttlMs };
          pending = undefined;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
