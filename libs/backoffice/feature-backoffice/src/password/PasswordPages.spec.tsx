import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const NEW_PASSWORD = 'Another-pass#77';

describe('staff password pages', () => {
  it('leads from the sign-in page to "forgot password", which asks by email and says the same either way', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/forgotPassword': () => ok(1) });
    renderWithProviders(<BackofficeRoutes />, { route: '/sign-in' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Wrong email address')).toBeInTheDocument();
    expect(callsTo('/api/staff/forgotPassword')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'editor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/^If a staff account has this email, a link/)).toHaveAttribute('role', 'status');
    expect(callsTo('/api/staff/forgotPassword')[0]!.body).toEqual({ email: 'editor@example.com' });
  });

  it('sets a new password from the mailed link, then asks to sign in with it', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/resetPassword': () => ok(1) });
    renderWithProviders(<BackofficeRoutes />, { route: '/reset-password?code=Code1234567890abcdef' });
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), `${NEW_PASSWORD}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/staff/resetPassword')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(screen.getByText(/^Your password was changed\. Sign in/)).toHaveAttribute('role', 'status');
    expect(callsTo('/api/staff/resetPassword')[0]!.body).toEqual({
      code: 'Code1234567890abcdef',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
  });

  it('says a spent or expired link plainly, and a link without a code at once', async () => {
    installFakeApi({
      '/api/staff/resetPassword': () =>
        failure('InvalidParameter', 400, { message: 'The password reset link is invalid', code: 'staff_reset_invalid' }),
    });
    const { unmount } = renderWithProviders(<BackofficeRoutes />, { route: '/reset-password?code=Code1234567890abcdef' });
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid, has expired or was already used.');
    unmount();

    renderWithProviders(<BackofficeRoutes />, { route: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('changes the signed-in member’s password, and puts a wrong current password on its field', async () => {
    let attempts = 0;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('content')),
      '/api/staff/changePassword': () =>
        (attempts += 1) === 1
          ? failure('InvalidParameter', 400, {
              message: 'The provided current password is invalid',
              code: 'staff_current_password',
              invalid_parameters: { currentPassword: ['validation.wrongField'] },
            })
          : ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-password#1');
    await userEvent.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'Back-office#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Your other sessions were signed out.')).toHaveAttribute('role', 'status');
    expect(callsTo('/api/staff/changePassword')[1]!.body).toEqual({
      currentPassword: 'Back-office#2026',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
