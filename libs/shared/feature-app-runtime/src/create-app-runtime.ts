import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { configureApiClient, isNetworkError, setPageQueryClient, type ApiClientOptions } from '@nfx/api-client';
import { isApiError } from '@nfx/errors';
import { loadI18n, loadLocaleList, type LocalesResponse } from '@nfx/i18n';

export interface AppRuntime {
  queryClient: QueryClient;
  i18n: i18n;
  localeData?: LocalesResponse;
}

export interface AppRuntimeOptions {
  locale: string;
  version: string;
  localeData?: LocalesResponse;
  onFatalError?: ApiClientOptions['onFatalError'];
}

/** Caller errors (4xx) are final; the API client already retried the network once. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.httpStatus < 500) return false;
  return failureCount < 1 && (isNetworkError(error) || isApiError(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One place that wires the API client, react-query and i18next. The shell calls it once; a
 * remote calls it only in its standalone dev frame. Both libs configured here are
 * Module Federation singletons, so every remote on the page uses these instances, and the
 * QueryClient registered here is the one a remote's module code gets (`getPageQueryClient`).
 */
export async function createAppRuntime(options: AppRuntimeOptions): Promise<AppRuntime> {
  const queryClient = createQueryClient();
  setPageQueryClient(queryClient);
  let currentLocale = options.locale;
  configureApiClient({
    version: options.version,
    getLocale: () => currentLocale,
    onFatalError: options.onFatalError,
  });
  // The site server inlines the locale list; a standalone dev frame has to ask for it.
  const localeData = options.localeData ?? (await loadLocaleList());
  const instance = await loadI18n({ locale: options.locale, localeData });
  instance.on('languageChanged', (language) => {
    currentLocale = language;
  });
  return { queryClient, i18n: instance, localeData };
}
