import { act, screen, waitFor } from '@testing-library/react';
import { accountInfoQueryOptions } from '@nfx/session';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { SessionArea } from './SessionArea';
import { accountInfo, money } from '../testing/account-info';

const info = accountInfo;

describe('SessionArea', () => {
  // The player's side is its own chunk; compiling it on first import can outlast findBy's default wait under load.
  beforeAll(() => import('./PlayerControls'));

  it('hands focus from the sign-in button to the account menu when the player signs in', async () => {
    let uid = 0;
    installFakeApi({
      '/api/account/getInfo': () => ok(info(uid)),
      '/api/account/getBalance': () =>
        ok({ balance_main: money(25), balance_bonus: money(0), balance_betting_bonus: money(0), balance_fun: money(0) }),
    });
    const { queryClient } = renderWithProviders(<SessionArea />);
    (await screen.findByRole('button', { name: 'Sign in' })).focus();

    uid = 7;
    await act(() => queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey }));
    expect(await screen.findByRole('button', { name: /account menu/i })).toHaveFocus();
  });

  it('shows a signed-in player the balance in the account menu and deposit', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(info(7)),
      '/api/account/getBalance': () =>
        ok({ balance_main: money(40), balance_bonus: money(0), balance_betting_bonus: money(0), balance_fun: money(0) }),
    });
    renderWithProviders(<SessionArea />);
    const menuButton = await screen.findByRole('button', { name: /account menu/i });
    // The account's own balance first, then the refreshed one.
    await waitFor(() => expect(menuButton).toHaveTextContent('€40.00'));
    // Deposit beside the menu on wider screens (hidden on phones, where it is the menu's first entry).
    expect(screen.getByRole('button', { name: 'Deposit', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
