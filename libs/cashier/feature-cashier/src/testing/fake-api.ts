import { configureApiClient } from '@nfx/api-client';

/** jsdom's Response lacks nothing the client reads, but a plain stand-in keeps tests independent of it. */
function fakeResponse(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    body: null,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

export const ok = (payload: unknown) => fakeResponse({ status: 'ok', payload });
export const failure = (type: string, status: number, message = type) =>
  fakeResponse({ status: 'error', error: { type: `${type}Exception`, message } }, status);

export type FakeRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Points the shared api client at a jest fetch that answers by `/api/{area}/{method}`. */
export function installFakeApi(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const route = routes[url.pathname];
    return route ? route(url, init) : failure('MethodNotFound', 404);
  });
  configureApiClient({
    version: 'test',
    getLocale: () => 'en',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    retryDelayMs: 0,
  });
  const callsTo = (pathname: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://site.test').pathname === pathname);
  return { fetchMock, callsTo };
}

/** The form fields a POST call sent. */
export function formOf(init: RequestInit | undefined): Record<string, string> {
  const body = init?.body;
  return body instanceof FormData
    ? (Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)])) as Record<string, string>)
    : {};
}

/** The Idempotency-Key header a POST call sent. */
export function idempotencyKeyOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Idempotency-Key');
}
