import type { ApiArguments, ApiMutationName, ApiPayload, ApiQueryName } from '@nfx/api-contract';
import { type ApiError, type FatalPage, type GlobalPopup, fatalPageFor, globalPopupFor } from '@nfx/errors';
import { parseResponse } from './envelope';
import { type FormBody, toFormData } from './form-data';
import { isInFrame as isInFrameByDefault } from './in-frame';
import { NetworkError } from './network-error';
import { type QueryParams, appendQuery } from './query-string';
import { isNetworkFailure, shouldRetry } from './retry-policy';

export type FatalErrorHandler = (page: FatalPage, error: ApiError) => void;
export type GlobalPopupHandler = (popup: GlobalPopup, error: ApiError) => void;

export interface ApiClientOptions {
  /** Origin or path prefix in front of `/api`; same origin when empty. */
  baseUrl?: string;
  /** Build version, sent with every call so the API can tell old bundles apart. */
  version: string;
  /** Read on every call, so a language switch applies to the next request. */
  getLocale: () => string;
  fetch?: typeof fetch;
  isInFrame?: () => boolean;
  /** Called before the promise rejects when an error needs a full-page answer (spec §8). */
  onFatalError?: FatalErrorHandler;
  /**
   * Called before the promise rejects when an error opens a popup wherever the call was made
   * (identity verification); the caller still gets the rejection to end its own work.
   */
  onGlobalPopup?: GlobalPopupHandler;
  /** Pause before the single retry; tests pass 0. */
  retryDelayMs?: number;
}

/** Per-call extras such as an AbortSignal; method, body and credentials belong to the client. */
export type RequestOptions = Omit<RequestInit, 'method' | 'body' | 'credentials'>;

export interface ApiClient {
  /**
   * A GET call of the contract, by its `'area.method'` name: the arguments and the payload are
   * typed from the contract's schemas (the API serializes through the same response schema).
   */
  query<TName extends ApiQueryName>(name: TName, args?: ApiArguments<TName>, init?: RequestOptions): Promise<ApiPayload<TName>>;
  /** A POST call of the contract; its arguments travel as form data. */
  mutate<TName extends ApiMutationName>(
    name: TName,
    args?: ApiArguments<TName> | FormData,
    init?: RequestOptions,
  ): Promise<ApiPayload<TName>>;
  /**
   * A call not yet in the contract. `T` is what the caller expects the payload to be; the
   * client does not validate it. Transitional: every call moves to `query`/`mutate`.
   */
  get<T>(area: string, method: string, query?: QueryParams, init?: RequestOptions): Promise<T>;
  post<T>(area: string, method: string, body?: FormBody, init?: RequestOptions): Promise<T>;
}

/** `'area.method'` → its two parts. */
function splitCallName(name: string): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

const DEFAULT_RETRY_DELAY_MS = 300;

function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const inFrame = options.isInFrame ?? isInFrameByDefault;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  function urlFor(area: string, method: string, query: QueryParams | undefined): string {
    const params = new URLSearchParams();
    if (query) appendQuery(params, query);
    // Set after the caller's query: these describe the client, not the call, and must not be overridden.
    params.set('locale', options.getLocale());
    params.set('version', options.version);
    if (inFrame()) params.set('strict', '0');
    return `${baseUrl}/api/${encodeURIComponent(area)}/${encodeURIComponent(method)}?${params.toString()}`;
  }

  async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
    // Resolved per call rather than captured, so a fetch installed later (polyfill, test) is used.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const method = init.method ?? 'GET';
    for (let attempt = 1; ; attempt += 1) {
      const isLastAttempt = attempt > 1 || init.signal?.aborted === true;
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        if (!isLastAttempt && shouldRetry(method, { error })) {
          await wait(retryDelayMs);
          continue;
        }
        if (isNetworkFailure(error)) throw new NetworkError(url, { cause: error });
        throw error;
      }
      if (!isLastAttempt && shouldRetry(method, { status: response.status })) {
        // Release the unread body so the connection can be reused for the retry.
        await response.body?.cancel().catch(() => undefined);
        await wait(retryDelayMs);
        continue;
      }
      return response;
    }
  }

  function reportFatal(error: ApiError): void {
    const page = fatalPageFor(error);
    if (!page || !options.onFatalError) return;
    try {
      options.onFatalError(page, error);
    } catch (handlerError) {
      // The caller must still get the original rejection; a broken handler is only logged.
      console.error('api-client: onFatalError handler failed', handlerError);
    }
  }

  function reportPopup(error: ApiError): void {
    const popup = globalPopupFor(error);
    if (!popup || !options.onGlobalPopup) return;
    try {
      options.onGlobalPopup(popup, error);
    } catch (handlerError) {
      console.error('api-client: onGlobalPopup handler failed', handlerError);
    }
  }

  async function request<T>(method: 'GET' | 'POST', url: string, body: FormData | undefined, init: RequestOptions | undefined): Promise<T> {
    const headers = new Headers(init?.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const response = await fetchWithRetry(url, { ...init, method, body, headers, credentials: 'same-origin' });
    const parsed = await parseResponse(response);
    if (parsed.ok) return parsed.payload as T;
    reportFatal(parsed.error);
    reportPopup(parsed.error);
    throw parsed.error;
  }

  const get = <T>(area: string, method: string, query?: QueryParams, init?: RequestOptions) =>
    request<T>('GET', urlFor(area, method, query), undefined, init);
  const post = <T>(area: string, method: string, body?: FormBody, init?: RequestOptions) =>
    request<T>('POST', urlFor(area, method, undefined), body ? toFormData(body) : undefined, init);

  return {
    query: (name, args, init) => get(...splitCallName(name), args as QueryParams | undefined, init),
    mutate: (name, args, init) => post(...splitCallName(name), args as FormBody | undefined, init),
    get,
    post,
  };
}
