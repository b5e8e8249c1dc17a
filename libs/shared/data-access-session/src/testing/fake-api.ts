import { configureApiClient } from '@nfx/api-client';

/**
 * jsdom has no Response; the api client reads only status, ok, body and text(), so a
 * minimal stand-in is enough to mock the network at the fetch boundary.
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

export const okResponse = (payload: unknown) => fakeResponse({ status: 'ok', payload });
export const errorResponse = (type: string, status: number) =>
  fakeResponse({ status: 'error', error: { type: `${type}Exception`, message: type } }, status);

export type FakeRoute = (url: URL) => Response;

/** Configures the shared api client with a jest fetch that answers by `/api/{area}/{method}` path. */
export function installFakeApi(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://site.test');
    const route = routes[url.pathname];
    return route ? route(url) : errorResponse('MethodNotFound', 404);
  });
  configureApiClient({
    version: 'test',
    getLocale: () => 'en',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    retryDelayMs: 0,
  });
  const callsTo = (pathname: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://site.test').pathname === pathname).length;
  return { fetchMock, callsTo };
}
