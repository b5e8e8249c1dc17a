import { waitFor } from '@testing-library/react';
import { accountInfoQueryOptions, useIsAuthenticated, useSession } from './index';
import { errorResponse, installFakeApi, okResponse } from './testing/fake-api';
import { accountInfo, visitor } from './testing/fixtures';
import { renderWithClient } from './testing/render-with-client';

describe('useSession', () => {
  it('is loading, then shows the signed-in account with balances rounded to cents', async () => {
    installFakeApi({
      '/api/account/getInfo': () =>
        okResponse(accountInfo({ balance_main: { amount: 1.005, currency: 'EUR' }, balance_bonus: { amount: 10.004, currency: 'EUR' } })),
    });

    const { result } = renderWithClient(useSession);

    expect(result.current).toEqual({ account: null, isAuthenticated: false, isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.account?.uid).toBe(42);
    expect(result.current.account?.balance_main).toEqual({ amount: 1.01, currency: 'EUR' });
    expect(result.current.account?.balance_bonus.amount).toBe(10);
  });

  it('reads a visitor (uid 0) as signed out', async () => {
    installFakeApi({ '/api/account/getInfo': () => okResponse(visitor()) });

    const { result } = renderWithClient(useSession);

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ account: null, isAuthenticated: false, isLoading: false });
  });

  it('reads an Authorization answer as signed out, at once and without retrying', async () => {
    const { callsTo } = installFakeApi({ '/api/account/getInfo': () => errorResponse('Authorization', 401) });

    const { result } = renderWithClient(useSession);

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(callsTo('/api/account/getInfo')).toBe(1);
  });

  it('calls account.getInfo with locale and version through the shared client', async () => {
    const { fetchMock } = installFakeApi({ '/api/account/getInfo': () => okResponse(accountInfo()) });

    const { result } = renderWithClient(useSession);

    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    const [input, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(input).toBe('/api/account/getInfo?locale=en&version=test');
    expect(init.method).toBe('GET');
  });
});

describe('useIsAuthenticated', () => {
  it.each([
    ['a signed-in player', accountInfo(), true],
    ['a visitor', visitor(), false],
  ])('is right for %s', async (_name, info, expected) => {
    installFakeApi({ '/api/account/getInfo': () => okResponse(info) });

    const { result, queryClient } = renderWithClient(useIsAuthenticated);

    await waitFor(() => expect(queryClient.getQueryState(accountInfoQueryOptions().queryKey)?.status).toBe('success'));
    expect(result.current).toBe(expected);
  });
});
