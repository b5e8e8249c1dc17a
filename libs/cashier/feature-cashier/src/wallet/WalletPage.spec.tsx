import { screen, within } from '@testing-library/react';
import { accountInfo, historyItem, money } from '../testing/fixtures';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { WalletPage } from './WalletPage';

jest.setTimeout(30_000);

describe('wallet page', () => {
  it('shows each balance and the 4 latest deposits and withdrawals together, newest first', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/account/getBalance': () => ok(accountInfo({ balance_main: money(312.5) })),
      '/api/cashier/gethistory': (url) =>
        url.searchParams.get('type') === 'deposit'
          ? ok({ items: [1, 3, 5].map((day) => historyItem({ id: day, created_at: `2026-11-0${day}T10:00:00Z` })), total: 3 })
          : ok({
              items: [2, 4].map((day) => historyItem({ id: day, type: 'withdrawal', created_at: `2026-11-0${day}T10:00:00Z` })),
              total: 2,
            }),
    });
    renderWithProviders(<WalletPage />, { route: '/cashier/wallet' });
    const balances = await screen.findByTestId('wallet-balances');
    expect(await within(balances).findByText('€312.50')).toBeInTheDocument();
    expect(within(balances).getByText('Casino bonus')).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Recent transactions' })).getAllByTestId('transaction-row');
    expect(rows.map((row) => row.textContent?.match(/0\d\.11\.2026/)?.[0])).toEqual([
      '05.11.2026',
      '04.11.2026',
      '03.11.2026',
      '02.11.2026',
    ]);
    expect(rows[1]).toHaveTextContent('Withdrawal');
  });

  it('says so when there are no transactions yet, and when they cannot load', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/cashier/gethistory': () => ok({ items: [], total: 0 }),
    });
    const { unmount } = renderWithProviders(<WalletPage />, { route: '/cashier/wallet' });
    expect(await screen.findByText('No deposits or withdrawals yet.')).toBeInTheDocument();
    unmount();

    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/cashier/gethistory': () => failure('TooManyRequests', 429),
    });
    renderWithProviders(<WalletPage />, { route: '/cashier/wallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
