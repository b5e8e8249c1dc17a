import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountInfo, historyItem, money } from '../testing/fixtures';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { historyPageOf, historyTabOf } from './history-tab';
import { HistoryPage } from './HistoryPage';

jest.setTimeout(30_000);

describe('history query flags', () => {
  it.each([
    ['', 'deposit'],
    ['?tab=withdrawal', 'withdrawal'],
    ['?tab=bonuses', 'bonuses'],
    ['?tab=cashbacks', 'cashbacks'],
    ['?tab=nonsense', 'deposit'],
  ])('tab from %p is %p', (search, tab) => {
    expect(historyTabOf(search)).toBe(tab);
  });

  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=1.5', 1],
  ])('page from %p is %p', (search, page) => {
    expect(historyPageOf(search)).toBe(page);
  });
});

describe('history page', () => {
  it('opens the deposits by default, 4 a page, with a receipt link for each and a next page', async () => {
    const { callsTo } = installFakeApi({
      '/api/cashier/gethistory': () => ok({ items: [1, 2, 3, 4].map((id) => historyItem({ id })), total: 9 }),
    });
    renderWithProviders(<HistoryPage />, { route: '/cashier/history' });
    const list = await screen.findByRole('list', { name: 'Deposits' });
    expect(within(list).getAllByTestId('transaction-row')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Receipt #3' })).toHaveAttribute('href', '/cashier/receipt?id=3');
    expect(screen.getByRole('link', { name: 'Deposits' })).toHaveAttribute('aria-current', 'page');
    // The method by the name a player knows, never the provider's sysname.
    expect(within(list).getAllByTestId('transaction-row')[0]).toHaveTextContent('Deposit · Card');
    expect(list).not.toHaveTextContent('demo-card');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/cashier/history?tab=deposit&page=2');
    const url = callsTo('/api/cashier/gethistory')[0]!.url;
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ type: 'deposit', offset: '0', count: '4' });
  });

  it('shows a deposit refunded in part as partly refunded, and one refunded in full as refunded', async () => {
    installFakeApi({
      '/api/cashier/gethistory': () =>
        ok({
          items: [
            historyItem({ id: 7, amount: money(50), status: 'partially_refunded' }),
            historyItem({ id: 6, amount: money(20), status: 'refunded' }),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<HistoryPage />, { route: '/cashier/history' });
    const rows = within(await screen.findByRole('list', { name: 'Deposits' })).getAllByTestId('transaction-row');
    expect(rows[0]).toHaveTextContent('Partly refunded');
    expect(rows[0]).not.toHaveTextContent('In progress');
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(rows[1]).not.toHaveTextContent('Partly');
  });

  it('names a withdrawal by its method, and a method the cashier has no name for by its sysname', async () => {
    installFakeApi({
      '/api/cashier/gethistory': () =>
        ok({
          items: [
            historyItem({ id: 9, type: 'withdrawal', method: 'demo-bank-transfer', status: 'paid' }),
            historyItem({ id: 8, type: 'withdrawal', method: 'acme-pay', status: 'paid' }),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<HistoryPage />, { route: '/cashier/history?tab=withdrawal' });
    const rows = within(await screen.findByRole('list', { name: 'Withdrawals' })).getAllByTestId('transaction-row');
    expect(rows[0]).toHaveTextContent('Withdrawal · Bank transfer');
    expect(rows[1]).toHaveTextContent('Withdrawal · acme-pay');
  });

  it("names bonus movements by what happened to the bonus, never by the ledger's internal kind", async () => {
    installFakeApi({
      '/api/cashier/gethistory': () =>
        ok({
          items: [
            historyItem({ id: 12, type: 'bonuses', method: 'bonus_conversion', status: 'converted' }),
            historyItem({ id: 11, type: 'bonuses', method: 'bonus_forfeit', status: 'forfeited' }),
            historyItem({ id: 10, type: 'bonuses', method: 'bonus_grant', status: 'credited' }),
          ],
          total: 3,
        }),
    });
    renderWithProviders(<HistoryPage />, { route: '/cashier/history?tab=bonuses' });
    const rows = within(await screen.findByRole('list', { name: 'Bonuses' })).getAllByTestId('transaction-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Converted to real money'),
      expect.stringContaining('Forfeited'),
      expect.stringContaining('Credited'),
    ]);
    for (const row of rows) {
      expect(row).not.toHaveTextContent(/bonus_|In progress/);
      expect(within(row).queryByRole('link')).toBeNull();
    }
  });

  it('asks for the tab and page in the address', async () => {
    const { callsTo } = installFakeApi({ '/api/cashier/gethistory': () => ok({ items: [], total: 0 }) });
    renderWithProviders(<HistoryPage />, { route: '/cashier/history?tab=cashbacks&page=2' });
    expect(await screen.findByText('No cashbacks yet.')).toBeInTheDocument();
    const url = callsTo('/api/cashier/gethistory')[0]!.url;
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ type: 'cashbacks', offset: '4', count: '4' });
  });

  it('cancels a pending withdrawal under an idempotency key and shows the list as it now is', async () => {
    let cancelled = false;
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/cashier/gethistory': () =>
        ok({
          items: [
            historyItem({
              id: 8,
              type: 'withdrawal',
              amount: money(120),
              status: cancelled ? 'cancelled' : 'pending',
              can_cancel: !cancelled,
            }),
            historyItem({ id: 5, type: 'withdrawal', amount: money(40), status: 'paid' }),
          ],
          total: 2,
        }),
      '/api/cashier/cancelwithdrawal': () => {
        cancelled = true;
        return ok({
          ...historyItem({ id: 8, type: 'withdrawal', amount: money(120) }),
          status: 'cancelled',
          can_cancel: false,
          decline_reason: null,
          type: 'card',
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HistoryPage />, { route: '/cashier/history?tab=withdrawal' });
    const cancel = await screen.findByRole('button', { name: 'Cancel withdrawal of €120.00' });
    expect(screen.getAllByRole('button', { name: /Cancel withdrawal/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Receipt #5' })).toHaveAttribute('href', '/cashier/receipt?id=5&type=withdrawal');
    await user.click(cancel);

    expect(await screen.findByTestId('cancel-outcome')).toHaveTextContent('The withdrawal is cancelled; €120.00 is back on your balance.');
    const { body, init } = callsTo('/api/cashier/cancelwithdrawal')[0]!;
    expect(body).toEqual({ id: '8' });
    expect(idempotencyKeyOf(init)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull());
    expect(screen.getAllByTestId('transaction-row')[0]).toHaveAttribute('data-status', 'cancelled');
  });

  it('says why a cancellation was refused', async () => {
    installFakeApi({
      '/api/cashier/gethistory': () =>
        ok({ items: [historyItem({ id: 8, type: 'withdrawal', status: 'pending', can_cancel: true })], total: 1 }),
      '/api/cashier/cancelwithdrawal': () => failure('WithdrawalDeclined', 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<HistoryPage />, { route: '/cashier/history?tab=withdrawal' });
    await user.click(await screen.findByRole('button', { name: /Cancel withdrawal/ }));
    expect(await screen.findByTestId('cancel-outcome')).toHaveTextContent('The withdrawal was declined. Please contact support.');
  });
});
