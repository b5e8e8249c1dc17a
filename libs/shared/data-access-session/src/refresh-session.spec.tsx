import { act, waitFor } from '@testing-library/react';
import { refreshSession, useAccountBalance, useSession } from './index';
import { installFakeApi, okResponse } from './testing/fake-api';
import { accountInfo, visitor } from './testing/fixtures';
import { renderWithClient } from './testing/render-with-client';

describe('refreshSession', () => {
  it('reloads account info and balance, e.g. after login', async () => {
    let signedIn = false;
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => okResponse(signedIn ? accountInfo() : visitor()),
      '/api/account/getBalance': () => okResponse(accountInfo()),
    });
    const { result, queryClient } = renderWithClient(() => ({ session: useSession(), balance: useAccountBalance() }));
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.session.isAuthenticated).toBe(false);

    signedIn = true;
    await act(() => refreshSession(queryClient));

    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    expect(result.current.session.account?.login).toBe('player@example.com');
    expect(callsTo('/api/account/getInfo')).toBe(2);
    expect(callsTo('/api/account/getBalance')).toBe(1);
  });
});
