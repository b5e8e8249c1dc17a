import { waitFor } from '@testing-library/react';
import { accountInfoQueryOptions, useAccountBalance } from './index';
import { installFakeApi, okResponse } from './testing/fake-api';
import { accountInfo, visitor } from './testing/fixtures';
import { renderWithClient } from './testing/render-with-client';

describe('useAccountBalance', () => {
  it('does not ask for a visitor balance', async () => {
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => okResponse(visitor()),
      '/api/account/getBalance': () => okResponse({}),
    });

    const { result, queryClient } = renderWithClient(() => useAccountBalance());

    await waitFor(() => expect(queryClient.getQueryState(accountInfoQueryOptions().queryKey)?.status).toBe('success'));
    expect(result.current.fetchStatus).toBe('idle');
    expect(callsTo('/api/account/getBalance')).toBe(0);
  });

  it('loads a signed-in balance, rounded to cents', async () => {
    installFakeApi({
      '/api/account/getInfo': () => okResponse(accountInfo()),
      '/api/account/getBalance': () =>
        okResponse({
          balance_main: { amount: 99.995, currency: 'USD' },
          balance_bonus: { amount: 5, currency: 'USD' },
          balance_betting_bonus: { amount: 0, currency: 'USD' },
          balance_fun: { amount: 0, currency: 'FUN' },
        }),
    });

    const { result } = renderWithClient(() => useAccountBalance());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.balance_main).toEqual({ amount: 100, currency: 'USD' });
  });
});
