import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure, for the manifest and for the remote's entry script. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  delayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
/** What the hook may answer: the entry's exports, or nothing to let the runtime report its error. */
type RecoveredEntry = Awaited<NonNullable<Awaited<ReturnType<LoadEntryError>>>>;

/**
 * First layer of failure handling: the network, on the runtime's own hooks. The runtime has no
 * retry of its own, and `@module-federation/retry-plugin` (0.17) is built on an SDK two majors
 * behind this runtime (2.9), so it would add a second SDK to the shell's first load.
 *
 * - `fetch`: the runtime fetches a remote's manifest through this hook. Network errors and 5xx
 *   answers are retried with backoff; a 404 is final (the remote is not deployed there).
 * - `loadEntryError`: the runtime calls it when a remote's entry script failed to load (not when
 *   it loaded and threw) and uses what it returns. The entry is requested again with the same
 *   backoff; if every attempt fails it returns nothing and the runtime reports the original
 *   error, which the fallback plugin (second layer) turns into the unavailable panel.
 */
export function retryPlugin(options: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? 300;
  const sleep = options.sleep ?? defaultSleep;
  const backoff = (attempt: number) => sleep(delayMs * 2 ** (attempt - 1));

  const reloadEntry = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: LoadEntryErrorArgs): Promise<RecoveredEntry | undefined> => {
    for (let attempt = 1; attempt <= retries; attempt += 1) {
      await backoff(attempt);
      // The failed load is still registered under this key; left there, the new request would wait on it.
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        if (exports) return exports;
      } catch {
        // Try again, or give the runtime back its own error after the last attempt.
      }
    }
    return undefined;
  };
  // The hook is typed as answering a promise of the loading promise; the runtime awaits it either way.
  const loadEntryError: LoadEntryError = (args) =>
    new Promise<ReturnType<typeof reloadEntry> | undefined>((resolve) => resolve(reloadEntry(args)));

  return {
    name: 'nfx-retry',
    async fetch(url: string, init: RequestInit) {
      const fetchImpl = options.fetchImpl ?? fetch;
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await backoff(attempt);
        try {
          const response = await fetchImpl(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    loadEntryError,
  };
}
