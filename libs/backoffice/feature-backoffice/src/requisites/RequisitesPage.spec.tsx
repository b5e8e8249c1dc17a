import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity, payoutRequisites } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const DIGEST = 'a'.repeat(64);
const decided = payoutRequisites({
  player_id: 9,
  login: 'other@example.com',
  digest: 'b'.repeat(64),
  status: 'rejected',
  decided_at: '2026-12-06T10:00:00.000Z',
});

describe('payout requisites page', () => {
  it('lists what waits and what was decided, and verifies with one click', async () => {
    let verified = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/payoutRequisites': () =>
        ok(
          verified
            ? { waiting: [], decided: [payoutRequisites({ status: 'verified', decided_at: '2026-12-07T10:00:00.000Z' }), decided] }
            : { waiting: [payoutRequisites()], decided: [decided] },
        ),
      '/api/staff/verifyRequisites': () => {
        verified = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    const waiting = await screen.findByRole('region', { name: 'Waiting for verification (1)' });
    expect(within(waiting).getByTestId('requisites-row')).toHaveTextContent('card_number: 555555...4444');
    const decisions = screen.getByRole('region', { name: 'Latest decisions' });
    expect(within(decisions).getByTestId('requisites-decided-row')).toHaveTextContent('Rejected');

    await userEvent.click(screen.getByRole('button', { name: 'Verify the demo-card payout details of player@example.com' }));
    const said = await screen.findByText('Verified the demo-card payout details of player@example.com: payouts to them are accepted now.');
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    expect(await screen.findByText('No payout details are waiting for verification.')).toBeInTheDocument();
    expect(within(decisions).getAllByTestId('requisites-decided-row')[0]).toHaveTextContent('Verified');
    expect(callsTo('/api/staff/verifyRequisites')[0]!.body).toEqual({ player_id: '7', digest: DIGEST });
  });

  it('rejects with a reason from a dialog, which wants the reason first', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/payoutRequisites': () => ok({ waiting: [payoutRequisites()], decided: [] }),
      '/api/staff/rejectRequisites': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    expect(await screen.findByText('No decisions yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the demo-card payout details of player@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the demo-card payout details of player@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/rejectRequisites')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Card holder is not the player');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/^Rejected the demo-card payout details of player@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/rejectRequisites')[0]!.body).toEqual({
      player_id: '7',
      digest: DIGEST,
      reason: 'Card holder is not the player',
    });
  });

  it('says when a colleague decided first, whether verifying or rejecting', async () => {
    const decidedMeanwhile = () => failure('InvalidRequest', 400, { code: 'requisites_decided' });
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/payoutRequisites': () => ok({ waiting: [payoutRequisites()], decided: [] }),
      '/api/staff/verifyRequisites': decidedMeanwhile,
      '/api/staff/rejectRequisites': decidedMeanwhile,
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    await userEvent.click(await screen.findByRole('button', { name: /^Verify the / }));
    expect(await screen.findByTestId('requisites-error')).toHaveTextContent('a colleague has decided them');

    await userEvent.click(screen.getByRole('button', { name: /^Reject the / }));
    expect(screen.queryByTestId('requisites-error')).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not the holder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // Nothing is left to decide in the dialog: it closes and the page says why.
    expect(await screen.findByRole('alert')).toHaveTextContent('These payout details are no longer waiting for a decision');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason for any other refusal', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/payoutRequisites': () => ok({ waiting: [payoutRequisites()], decided: [] }),
      '/api/staff/rejectRequisites': () => failure('AccessDenied', 403, { code: 'staff_permission' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    await userEvent.click(await screen.findByRole('button', { name: /^Reject the / }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not the holder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/payoutRequisites': () => (fail ? failure('UnknownError', 500, 'boom') : ok({ waiting: [], decided: [] })),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payout details are waiting for verification.')).toBeInTheDocument();
    expect(screen.getByText('No decisions yet.')).toBeInTheDocument();
  });

  it('tells a member without the requisites permission the page is not for their role, and asks nothing', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('compliance')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/requisites' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(callsTo('/api/staff/payoutRequisites')).toHaveLength(0);
  });
});
