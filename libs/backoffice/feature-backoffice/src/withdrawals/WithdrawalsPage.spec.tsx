import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity, withdrawal } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

describe('withdrawals queue', () => {
  it('approves a pending withdrawal and refreshes the queue', async () => {
    let decided = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/withdrawals': () => ok({ items: decided ? [] : [withdrawal()] }),
      '/api/staff/approveWithdrawal': () => {
        decided = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/withdrawals' });
    const approve = await screen.findByRole('button', { name: /^Approve withdrawal 12 of .*20\.00 by player@example\.com$/ });
    await userEvent.click(approve);
    expect(await screen.findByText('Withdrawal 12 approved: the payout is on its way.')).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals are waiting for a decision.')).toBeInTheDocument();
    expect(callsTo('/api/staff/approveWithdrawal')[0]!.body).toEqual({ id: '12' });
  });

  it('declines with a reason from a dialog, which wants the reason first', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/withdrawals': () => ok({ items: [withdrawal()] }),
      '/api/staff/declineWithdrawal': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/withdrawals' });
    await userEvent.click(await screen.findByRole('button', { name: /^Decline withdrawal 12/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline withdrawal 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/declineWithdrawal')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Card holder does not match the account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/Withdrawal 12 declined/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/declineWithdrawal')[0]!.body).toEqual({ id: '12', reason: 'Card holder does not match the account' });
  });

  it('explains a withdrawal someone else decided meanwhile', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/withdrawals': () => ok({ items: [withdrawal()] }),
      '/api/staff/approveWithdrawal': () => failure('InvalidRequest', 400, { message: 'decided', code: 'withdrawal_decided' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/withdrawals' });
    await userEvent.click(await screen.findByRole('button', { name: /^Approve withdrawal 12/ }));
    expect(await screen.findByTestId('withdrawal-error')).toHaveTextContent('This withdrawal is no longer waiting for a decision');
  });

  it('offers "Mark paid" and "Could not pay" for a payout made by hand in the processing tab', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/withdrawals': (url) =>
        ok({
          items:
            url.searchParams.get('view') === 'processing'
              ? [withdrawal({ id: 30, status: 'processing', awaits_manual_payout: true }), withdrawal({ id: 31, status: 'processing' })]
              : [],
        }),
      '/api/staff/confirmPayout': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/withdrawals?view=processing' });
    expect(await screen.findByRole('link', { name: 'Processing' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('With the payment provider')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Could not pay withdrawal 30/ }));
    const dialog = screen.getByRole('dialog', { name: 'Could not pay withdrawal 30' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bank returned the transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Could not pay' }));
    expect(await screen.findByText(/Withdrawal 30 marked as not paid/)).toBeInTheDocument();
    expect(callsTo('/api/staff/confirmPayout')[0]!.body).toEqual({ id: '30', outcome: 'declined', reason: 'Bank returned the transfer' });

    await userEvent.click(screen.getByRole('button', { name: /^Mark withdrawal 30 .* as paid$/ }));
    expect(await screen.findByText('Withdrawal 30 marked as paid.')).toBeInTheDocument();
    expect(callsTo('/api/staff/confirmPayout')[1]!.body).toEqual({ id: '30', outcome: 'paid' });
  });
});
