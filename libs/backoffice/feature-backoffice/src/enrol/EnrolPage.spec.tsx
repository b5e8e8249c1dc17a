import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const SECRET = { totp_secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/NFX:new%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=NFX' };

describe('enrolment page', () => {
  it('wants a staff password of at least 12 characters, then shows the secret and finishes with a code', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/enrol': () => ok(SECRET),
      '/api/staff/confirmEnrolment': () => ok({ email: 'new@example.com', role: 'payments' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/enrol?token=tok123' });
    await userEvent.type(screen.getByLabelText('New password'), 'short-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Min length is 12')).toBeInTheDocument();
    expect(callsTo('/api/staff/enrol')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('New password'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('otpauth-uri')).toHaveAttribute('href', SECRET.otpauth_uri);
    expect(callsTo('/api/staff/enrol')[0]!.body).toEqual({ token: 'tok123', password: 'short-pass1X' });

    await userEvent.type(screen.getByLabelText(/^Code from the authenticator app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(screen.getByText(/^Your account is ready./)).toHaveAttribute('role', 'status');
    expect(callsTo('/api/staff/confirmEnrolment')[0]!.body).toEqual({ token: 'tok123', code: '123456' });
  });

  it('puts a refused code on the code field, and a spent link in a plain notice', async () => {
    let confirmations = 0;
    installFakeApi({
      '/api/staff/enrol': () => ok(SECRET),
      '/api/staff/confirmEnrolment': () =>
        (confirmations += 1) === 1
          ? failure('InvalidParameter', 400, { message: 'Invalid code', invalid_parameters: { code: ['invalid'] } })
          : failure('InvalidParameter', 400, { message: 'The enrolment link is invalid or has expired', code: 'staff_enrolment_invalid' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/enrol?token=tok123' });
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const code = await screen.findByLabelText(/^Code from the authenticator app/);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and finish' }));
    expect(await screen.findByText(/This code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This enrolment link is invalid, has expired or was already used.');
  });

  it('says so when the link has no token', async () => {
    installFakeApi({});
    renderWithProviders(<BackofficeRoutes />, { route: '/enrol' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This enrolment link is invalid');
  });
});
