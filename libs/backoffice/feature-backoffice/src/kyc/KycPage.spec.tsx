import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity, kycApplicant } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

/** Any base64 will do for jsdom; the page puts it in a data URL. */
const PHOTO = { content_type: 'image/jpeg', data: '/9j/4AAQSkZJRg==' };
const photoRoute = (url: URL) => ok({ id: Number(url.searchParams.get('id')), ...PHOTO });

describe('KYC review', () => {
  it('shows a waiting verification with its photos, approves it and moves it to the decisions', async () => {
    let decided = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/kycQueue': () =>
        ok(
          decided
            ? { pending: [], decided: [kycApplicant({ status: 'approved', reviewed_at: '2026-12-05T11:00:00.000Z' })] }
            : { pending: [kycApplicant({ external_action_id: 'withdrawal-17' })], decided: [] },
        ),
      '/api/staff/kycDocument': photoRoute,
      '/api/staff/approveKyc': () => {
        decided = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/kyc' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for a review (1)' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: /player@example\.com/ });
    expect(within(card).getByText('ID card')).toBeInTheDocument();
    expect(within(card).getByText('withdrawal-17')).toBeInTheDocument();
    const front = await within(card).findByRole('img', { name: 'Document, front of player@example.com' });
    expect(front).toHaveAttribute('src', `data:image/jpeg;base64,${PHOTO.data}`);
    expect(await within(card).findByRole('img', { name: 'Selfie with the document of player@example.com' })).toBeInTheDocument();
    expect(
      callsTo('/api/staff/kycDocument')
        .map((call) => call.url.searchParams.get('id'))
        .sort(),
    ).toEqual(['51', '52', '53']);

    await userEvent.click(within(card).getByRole('button', { name: 'Approve the verification of player@example.com' }));
    expect(await screen.findByText('player@example.com is verified and has been told by email.')).toBeInTheDocument();
    expect(callsTo('/api/staff/approveKyc')[0]!.body).toEqual({ id: '5' });
    expect(await screen.findByText('No verification is waiting for a review.')).toBeInTheDocument();
    const row = screen.getByTestId('kyc-decided-row');
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveAttribute('data-status', 'approved');
  });

  it('enlarges a photo to read it and makes it smaller again', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/kycQueue': () => ok({ pending: [kycApplicant()], decided: [] }),
      '/api/staff/kycDocument': photoRoute,
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/kyc' });
    const enlarge = await screen.findByRole('button', { name: 'Enlarge: Document, back of player@example.com' });
    expect(enlarge).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(enlarge);
    const shrink = screen.getByRole('button', { name: 'Make smaller: Document, back of player@example.com' });
    expect(shrink).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(shrink);
    expect(screen.getByRole('button', { name: 'Enlarge: Document, back of player@example.com' })).toBeInTheDocument();
  });

  it('rejects with a chosen reason and an optional comment; the reason is asked for first', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/kycQueue': () => ok({ pending: [kycApplicant()], decided: [] }),
      '/api/staff/kycDocument': photoRoute,
      '/api/staff/rejectKyc': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/kyc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the verification of player@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the verification of player@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/rejectKyc')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Reason the player is told'), 'Selfie does not match the document');
    await userEvent.type(within(dialog).getByLabelText('Comment for the audit log (optional)'), 'Another person on the selfie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/The verification of player@example\.com was rejected/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/rejectKyc')[0]!.body).toEqual({
      id: '5',
      reason: 'selfie_mismatch',
      comment: 'Another person on the selfie',
    });
  });

  it('says so when a colleague decided first, and keeps the dialog open for other errors', async () => {
    let answer = failure('InvalidRequest', 400, { message: 'decided', code: 'kyc_not_pending' });
    installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/kycQueue': () => ok({ pending: [kycApplicant()], decided: [] }),
      '/api/staff/kycDocument': photoRoute,
      '/api/staff/approveKyc': () => answer,
      '/api/staff/rejectKyc': () =>
        failure('InvalidParameter', 400, { message: 'bad', invalid_parameters: { comment: ['validation.maxLength?max=500'] } }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/kyc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the verification of player@example.com' }));
    expect(await screen.findByTestId('kyc-error')).toHaveTextContent(
      'This verification is no longer waiting for a review: someone else has decided it.',
    );

    answer = failure('InvalidRequest', 400, { message: 'elsewhere', code: 'kyc_reviewed_by_provider' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve the verification of player@example.com' }));
    expect(await screen.findByText('This verification is reviewed in its provider’s own dashboard, not here.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject the verification of player@example.com' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason the player is told'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Max length is 500')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to a role without the kyc permission, and asks the server nothing', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('support')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/kyc' });
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KYC review' })).not.toBeInTheDocument();
    expect(callsTo('/api/staff/kycQueue')).toHaveLength(0);
  });
});
