import { useQueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { accountBalanceQueryOptions, accountInfoQueryOptions, useAccountBalance, useLogout, useSession } from './index';
import { errorResponse, installFakeApi, okResponse } from './testing/fake-api';
import { accountInfo, visitor } from './testing/fixtures';
import { renderWithClient } from './testing/render-with-client';

describe('useLogout', () => {
  it('logs out, shows the visitor as signed out, forgets the balance, then calls onLoggedOut', async () => {
    let signedIn = true;
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => okResponse(signedIn ? accountInfo() : visitor()),
      '/api/account/getBalance': () => okResponse(accountInfo()),
      '/api/auth/logout': () => {
        signedIn = false;
        return okResponse(null);
      },
    });
    const uidAtLoggedOut: (number | undefined)[] = [];
    const { result, queryClient } = renderWithClient(() => {
      const client = useQueryClient();
      useAccountBalance();
      const logoutMutation = useLogout({
        onLoggedOut: () => uidAtLoggedOut.push(client.getQueryData(accountInfoQueryOptions().queryKey)?.uid),
      });
      return { session: useSession(), logoutMutation };
    });
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(true));
    await waitFor(() => expect(queryClient.getQueryData(accountBalanceQueryOptions().queryKey)).toBeDefined());

    await act(() => result.current.logoutMutation.mutateAsync());

    expect(callsTo('/api/auth/logout')).toBe(1);
    expect(result.current.session).toEqual({ account: null, isAuthenticated: false, isLoading: false });
    expect(queryClient.getQueryData(accountBalanceQueryOptions().queryKey)).toBeUndefined();
    expect(uidAtLoggedOut).toEqual([0]);
  });

  it('keeps the session and skips onLoggedOut when the logout call fails', async () => {
    installFakeApi({
      '/api/account/getInfo': () => okResponse(accountInfo()),
      '/api/auth/logout': () => errorResponse('InternalServerError', 500),
    });
    const onLoggedOut = jest.fn();
    const { result } = renderWithClient(() => ({ session: useSession(), logoutMutation: useLogout({ onLoggedOut }) }));
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(true));

    await act(async () => {
      await result.current.logoutMutation.mutateAsync().catch(() => undefined);
    });

    expect(result.current.logoutMutation.isError).toBe(true);
    expect(result.current.session.isAuthenticated).toBe(true);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });
});
