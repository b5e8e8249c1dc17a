import { configureApiClient } from '../default-client';

/**
 * A plain stand-in for the answers: jsdom has no `Response`, and the client reads only status,
 * ok, body and text().
 */
export function fakeResponse(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  const standIn = {
    status,
    ok: status >= 200 && status < 300,
    body: null,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return standIn as unknown as Response;
}

/** A call that succeeded: the envelope around `payload`. */
export const ok = (payload: unknown) => fakeResponse({ status: 'ok', payload });

/**
 * A catalogue error (`<type>Exception`); `details` is its message, or fields the error carries
 * beside it (`resend_time`, `invalid_parameters` …).
 */
export function failure(type: string, status: number, details: string | Record<string, unknown> = {}): Response {
  const fields = typeof details === 'string' ? { message: details } : { message: type, ...details };
  return fakeResponse({ status: 'error', error: { type: `${type}Exception`, ...fields } }, status);
}

/** Answers one path: `/api/{area}/{method}`, or another the page fetches (`/nfx/cms-config/en`). */
export type FakeRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export interface FakeCall {
  path: string;
  url: URL;
  init: RequestInit | undefined;
  /** A form body's fields as text; `{}` for a GET. */
  body: Record<string, string>;
}

export interface FakeApi {
  fetchMock: jest.Mock<Promise<Response>, [string | URL | Request, RequestInit?]>;
  calls: FakeCall[];
  callsTo(path: string): FakeCall[];
}

export interface FakeApiOptions {
  locale?: string;
}

/** The form a POST sent, to read a field in a route. */
export function formOf(init: RequestInit | undefined): FormData | undefined {
  return init?.body instanceof FormData ? init.body : undefined;
}

/** The Idempotency-Key header a money call sent. */
export function idempotencyKeyOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Idempotency-Key');
}

const ORIGIN = 'http://site.test';

/**
 * The one fake API for component tests: a jest fetch at the network boundary that answers by
 * path, behind the shared api client and the page's own `fetch` (a few requests, like the CMS
 * config, do not go through the client). A path without a route answers MethodNotFound, as the
 * platform does, so a test sees a call it did not expect fail instead of hang.
 */
export function installFakeApi(routes: Record<string, FakeRoute>, options: FakeApiOptions = {}): FakeApi {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), ORIGIN);
    const form = formOf(init);
    calls.push({
      path: url.pathname,
      url,
      init,
      body: form ? Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])) : {},
    });
    const route = routes[url.pathname];
    return route ? route(url, init) : failure('MethodNotFound', 404);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({
    version: 'test',
    getLocale: () => options.locale ?? 'en',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    retryDelayMs: 0,
  });
  return { fetchMock, calls, callsTo: (path) => calls.filter((call) => call.path === path) };
}
