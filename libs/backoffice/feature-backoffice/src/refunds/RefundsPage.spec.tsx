import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity, refundDeposit } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

/** The page's polite live region says how an action went (a busy button's spinner is a status too). */
const notice = async (text: string) => {
  const found = await screen.findByText(text);
  expect(found.closest('[aria-live="polite"]')).not.toBeNull();
};

const refundButton = () => screen.findByRole('button', { name: /^Refund deposit 12 of .*20\.00 by player@example\.com$/ });

describe('refunds page', () => {
  it('keeps the tab and the search in the address, and says when nothing matches', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': () => ok({ items: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds?view=review&q=anna' });
    expect(await screen.findByRole('link', { name: 'In review' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No refund in review matches “anna”.')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Find a deposit' });
    expect(within(search).getByLabelText(/^Deposit or player/)).toHaveValue('anna');
    expect(callsTo('/api/staff/refunds')[0]!.url.searchParams.get('view')).toBe('review');
    expect(callsTo('/api/staff/refunds')[0]!.url.searchParams.get('query')).toBe('anna');

    await userEvent.clear(within(search).getByLabelText(/^Deposit or player/));
    await userEvent.type(within(search).getByLabelText(/^Deposit or player/), '  #12 ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/refunds?view=review&q=%2312');

    // Another tab keeps the search; clearing it keeps the tab.
    await userEvent.click(screen.getByRole('link', { name: 'Refunded' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/refunds?view=refunded&q=%2312');
    expect(await screen.findByText('No refunded deposit matches “#12”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear the search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/refunds\?view=refunded$/);
    expect(await screen.findByText('No refunded deposits yet.')).toBeInTheDocument();
    expect(callsTo('/api/staff/refunds').at(-1)!.url.searchParams.get('query')).toBeNull();
  });

  it('refunds a part: the amount is checked against what is left before anything is sent, and goes as a decimal string', async () => {
    let refunded = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': () =>
        ok({ items: [refundDeposit(refunded ? { status: 'partially_refunded', refunded: '12.50', left: '7.50' } : {})] }),
      '/api/staff/refundDeposit': () => {
        refunded = true;
        return ok({ outcome: 'requested' });
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds' });
    await userEvent.click(await refundButton());
    const dialog = screen.getByRole('dialog', { name: 'Refund deposit 12' });
    const amount = within(dialog).getByLabelText(/^Amount to refund \(EUR\)/);
    // A full refund by default: all that is left.
    expect(amount).toHaveValue('20.00');
    const send = () => userEvent.click(within(dialog).getByRole('button', { name: 'Request the refund' }));

    for (const [typed, message] of [
      ['20.01', 'At most €20.00 is left to refund of this deposit.'],
      ['0', 'Enter an amount above zero.'],
      ['12.345', 'Enter the amount as a number with at most two decimals, for example 12.50.'],
      ['', 'Field is required'],
    ] as const) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await send();
      // Said at the field itself: its description, read with it by a screen reader.
      await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo('/api/staff/refundDeposit')).toHaveLength(0);

    await userEvent.type(amount, '12,5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Player asked for a part back');
    await send();
    await notice("Refund of €12.50 for deposit 12 requested. The money leaves the player's balance when the provider confirms it.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/refundDeposit')[0]!.body).toEqual({ id: '12', amount: '12.50', reason: 'Player asked for a part back' });
    // The list is asked again and shows what is left.
    expect(await screen.findByText('€7.50 left')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses, and names the amount field when less is left', async () => {
    let answer = failure('InvalidRequest', 400, { code: 'refund_not_covered' });
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': () => ok({ items: [refundDeposit()] }),
      '/api/staff/refundDeposit': () => answer,
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds' });
    await userEvent.click(await refundButton());
    const dialog = screen.getByRole('dialog', { name: 'Refund deposit 12' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The player's main balance cannot cover this refund now");
    expect(callsTo('/api/staff/refundDeposit')[0]!.body).toEqual({ id: '12', amount: '20.00', reason: 'Duplicate payment' });

    // Another refund got there first: the server's limit shows at the field, in the page's words.
    answer = failure('InvalidParameter', 400, { invalid_parameters: { amount: ['validation.maxValue?max=5.00'] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request the refund' }));
    expect(await within(dialog).findByText('At most €5.00 is left to refund of this deposit.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Refund deposit 12' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await refundButton()).toHaveFocus();
  });

  it('tries a refund in review again and says what happened each time', async () => {
    const outcomes = ['review', 'refunded'];
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': (url) =>
        ok({ items: url.searchParams.get('view') === 'review' ? [refundDeposit({ id: 30, status: 'refund_review', left: '0.00' })] : [] }),
      '/api/staff/retryRefund': () => ok({ outcome: outcomes.shift() }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds?view=review' });
    expect(await screen.findByText('Refund in review')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: /^Try the refund of deposit 30 of .*20\.00 by player@example\.com again$/ });

    await userEvent.click(retry);
    await notice("The player's main balance still cannot cover the refund of deposit 30. It stays in review; try again later.");
    await userEvent.click(retry);
    await notice("Deposit 30 is refunded: the money left the player's main balance.");
    expect(callsTo('/api/staff/retryRefund').map((call) => call.body)).toEqual([{ id: '30' }, { id: '30' }]);
  });

  it('explains a refund no longer in review in an alert', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': () => ok({ items: [refundDeposit({ id: 30, status: 'refund_review', left: '0.00' })] }),
      '/api/staff/retryRefund': () => failure('InvalidRequest', 400, { code: 'refund_not_in_review' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds?view=review' });
    await userEvent.click(await screen.findByRole('button', { name: /^Try the refund of deposit 30/ }));
    expect(await screen.findByTestId('refund-error')).toHaveTextContent('No refund of this deposit is waiting for review any more.');
    expect(screen.getByTestId('refund-error')).toHaveAttribute('role', 'alert');
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/refunds': () => (fail ? failure('UnknownError', 500, 'boom') : ok({ items: [refundDeposit({ fee: '0.30' })] })),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on the server.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await refundButton()).toBeInTheDocument();
    expect(screen.getByText('fee €0.30')).toBeInTheDocument();
    expect(screen.getByText('€20.00 left')).toBeInTheDocument();
  });

  it('tells a member without the refunds permission the page is not for their role, and asks nothing', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('support')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/refunds' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(callsTo('/api/staff/refunds')).toHaveLength(0);
  });
});
