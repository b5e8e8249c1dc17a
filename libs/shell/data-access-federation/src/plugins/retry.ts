import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  delayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * First layer of failure handling: the network. Manifest requests are retried with backoff on
 * network errors and 5xx answers; a 404 is final (the remote is not deployed there).
 */
export function retryPlugin(options: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? 300;
  const sleep = options.sleep ?? defaultSleep;
  return {
    name: 'nfx-retry',
    async fetch(url: string, init: RequestInit) {
      const fetchImpl = options.fetchImpl ?? fetch;
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await sleep(delayMs * 2 ** (attempt - 1));
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
  };
}
