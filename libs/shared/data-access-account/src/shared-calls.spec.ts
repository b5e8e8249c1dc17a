import { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '@nfx/api-client';
import { charactersKeyRoot, charactersQueryOptions } from './characters';
import { generalInfoQueryOptions } from './general-info';

function serve(answer: (url: URL) => unknown) {
  const fetchMock = jest.fn(async (input: string | URL | Request) => {
    const text = JSON.stringify({ status: 'ok', payload: answer(new URL(String(input), 'http://site.test')) });
    return { status: 200, ok: true, body: null, text: async () => text } as unknown as Response;
  });
  configureApiClient({
    version: 'test',
    getLocale: () => 'en',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    retryDelayMs: 0,
  });
  return fetchMock;
}

describe('generalInfoQueryOptions', () => {
  it("is the call's key, so the shell and the profile read one entry", async () => {
    const fetchMock = serve(() => ({ available_locales: ['en'] }));
    const queryClient = new QueryClient();
    expect(generalInfoQueryOptions().queryKey).toEqual(['metadata', 'getgeneralinfo', {}]);
    await queryClient.fetchQuery(generalInfoQueryOptions());
    await queryClient.fetchQuery(generalInfoQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://site.test').pathname).toBe('/api/metadata/getgeneralinfo');
  });
});

describe('charactersQueryOptions', () => {
  it('asks for every character on one page and keeps a visitor’s answer apart from a player’s', async () => {
    const fetchMock = serve((url) => ({ items: [], offset: 0, limit: Number(url.searchParams.get('limit')), total: 0 }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await queryClient.fetchQuery(charactersQueryOptions('en', false));
    await queryClient.fetchQuery(charactersQueryOptions('en', true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://site.test').searchParams.get('limit')).toBe('100');
    await queryClient.invalidateQueries({ queryKey: charactersKeyRoot });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['loyalty', 'getcharacters'], stale: true })).toHaveLength(2);
  });
});
