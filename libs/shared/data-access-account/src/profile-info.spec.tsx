import { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '@nfx/api-client';
import { profileInfoQueryOptions } from './profile-info';

const profiles: Record<string, { first_name: string }> = { a: { first_name: 'Anna' }, b: { first_name: 'Boris' } };
let signedIn = 'a';

function serveProfiles() {
  const fetchMock = jest.fn(async (_input: string | URL | Request) => {
    const text = JSON.stringify({ status: 'ok', payload: profiles[signedIn] });
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

describe('profileInfoQueryOptions', () => {
  it('asks for the parts named, in any order under one key', async () => {
    const fetchMock = serveProfiles();
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(profileInfoQueryOptions(1, ['document', 'contacts']));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://site.test');
    expect(url.pathname).toBe('/api/account/getprofileinfo');
    expect(url.searchParams.get('fields')).toBe('contacts,document');
    expect(queryClient.getQueryData(profileInfoQueryOptions(1, ['contacts', 'document']).queryKey)).toEqual({ first_name: 'Anna' });
  });

  it('never answers for the next player with the profile of the one who signed out', async () => {
    serveProfiles();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    signedIn = 'a';
    await queryClient.prefetchQuery(profileInfoQueryOptions(1));
    signedIn = 'b';
    await queryClient.prefetchQuery(profileInfoQueryOptions(2));
    expect(queryClient.getQueryData(profileInfoQueryOptions(2).queryKey)).toEqual({ first_name: 'Boris' });
  });
});
