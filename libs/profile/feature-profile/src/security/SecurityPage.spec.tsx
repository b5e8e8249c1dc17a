import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { imagePlaceholder } from '@nfx/ui';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

// Whole flows through several calls: on a busy machine they take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

const chrome = { type: 'desktop', browser: 'Chrome', browser_version: '120', os: 'Windows' };
const phone = { type: 'mobile', browser: 'Safari', browser_version: '17', os: 'iOS' };
const session = (id: number, isCurrent: boolean, device = chrome) => ({
  id,
  is_current: isCurrent,
  device,
  ip: isCurrent ? '127.0.0.1' : '203.0.113.9',
  network: isCurrent ? 'this-device' : 'internet',
  same_address: isCurrent,
  signed_in_at: '2026-03-01T08:00:00.000Z',
  last_active_at: '2026-03-01T09:05:00.000Z',
});

function renderPage(routes: Record<string, Handler> = {}, account: Record<string, unknown> = {}) {
  let items = [session(1, true), session(2, false, phone)];
  const api = installFetch({
    ...baseRoutes({ account }),
    '/api/account/getSessions': () =>
      ok({
        items,
        previous_sign_in: {
          signed_in_at: '2026-02-28T18:30:00.000Z',
          ip: '203.0.113.9',
          network: 'internet',
          same_address: false,
          device: phone,
        },
      }),
    '/api/account/endOtherSessions': () => {
      const ended = items.length - 1;
      items = items.filter((item) => item.is_current);
      return ok({ ended });
    },
    ...routes,
  });
  render(withProviders(<RemoteRoutes section="profile" />, '/security'));
  return { ...api, user: userEvent.setup() };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('security page', () => {
  it('lists the sessions with device, place and last activity, and the sign-in before this one', async () => {
    renderPage();
    const current = await screen.findByRole('listitem', { name: 'Chrome 120 on Windows (computer)' });
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText(/Address 127\.0\.0\.1, this computer \(the same address as now\)/)).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Safari 17 on iOS (phone)' });
    expect(within(other).getByText(/Last active \d\d\.\d\d\.2026 at \d{1,2}:\d\d/)).toBeInTheDocument();
    expect(screen.getByTestId('previous-sign-in')).toHaveTextContent(
      /Last sign-in before this one: 28\.02\.2026 at \d{1,2}:30, Address 203\.0\.113\.9, the internet, Safari 17 on iOS \(phone\)\./,
    );
  });

  it('signs out everywhere else, then offers it no more', async () => {
    const { user, callsTo } = renderPage();
    await screen.findByRole('listitem', { name: 'Safari 17 on iOS (phone)' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(toasts()).toContain('Other devices signed out: 1.'));
    expect(callsTo('/api/account/endOtherSessions')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari 17 on iOS (phone)' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('signs out one other session', async () => {
    const { user, callsTo } = renderPage({ '/api/account/endSession': () => ok(1) });
    const other = await screen.findByRole('listitem', { name: 'Safari 17 on iOS (phone)' });
    await user.click(within(other).getByRole('button', { name: 'Sign out this device' }));
    await waitFor(() => expect(toasts()).toContain('That device has been signed out.'));
    expect(callsTo('/api/account/endSession')[0]?.body).toEqual({ id: '2' });
  });

  it('sets up two-factor with the QR code and the first code of the authenticator', async () => {
    const { user, callsTo } = renderPage({
      '/api/account/changeTwoFactorAuth': () =>
        ok({
          two_factor_auth: false,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/NFX',
          qr_code: 'data:image/png;base64,AAAA',
        }),
      '/api/account/confirmTwoFactorAuth': (body) =>
        body['code'] === '654321'
          ? ok({ two_factor_auth: true })
          : apiError('InvalidParameter', 400, { invalid_parameters: { code: ['validation.wrongCode'] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText(/Code from the authenticator app/);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code must contain 6 digits'));
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code'));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(toasts()).toContain('Two-factor authentication is on.'));
    expect(callsTo('/api/account/confirmTwoFactorAuth').at(-1)?.body).toEqual({ code: '654321' });
  });

  it("keeps the QR code's box with a placeholder when it fails to show, logging the failure once without the secret (spec §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { user } = renderPage({
        '/api/account/changeTwoFactorAuth': () =>
          ok({
            two_factor_auth: false,
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/NFX',
            qr_code: 'data:image/png;base64,QUJD',
          }),
      });
      await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
      const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
      fireEvent.error(qr);
      expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBe(qr);
      expect(qr).toHaveAttribute('src', imagePlaceholder(200, 200));
      expect(qr).toHaveAttribute('data-image-placeholder');
      expect(qr).toHaveAttribute('width', '200');
      expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
      expect(warn.mock.calls).toEqual([['[profile] the two-factor QR code failed to load, the key to type shows instead']]);
    } finally {
      warn.mockRestore();
    }
  });

  it('turns two-factor off with a current code', async () => {
    const { user, callsTo } = renderPage(
      { '/api/account/changeTwoFactorAuth': () => ok({ two_factor_auth: false }) },
      { two_factor_auth: true },
    );
    const form = await screen.findByRole('form', { name: 'Turn off two-factor authentication' });
    await user.type(within(form).getByLabelText(/Code from the authenticator app/), '222333');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(() => expect(toasts()).toContain('Two-factor authentication is off.'));
    expect(callsTo('/api/account/changeTwoFactorAuth')[0]?.body).toEqual({ code: '222333' });
  });

  it('changes the password, mapping a wrong current password to its field', async () => {
    let wrong = true;
    const { user, callsTo } = renderPage({
      '/api/account/changepassword': () =>
        wrong
          ? ((wrong = false), apiError('InvalidParameter', 400, { invalid_parameters: { old_password: ['validation.password'] } }))
          : ok(1),
    });
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('Current password'), 'oldsecret1');
    await user.type(within(form).getByLabelText('New password'), 'newsecret2');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'newsecret3');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('/api/account/changepassword')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Repeat the new password'));
    await user.type(within(form).getByLabelText('Repeat the new password'), 'newsecret2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toContain('Your password has been changed. Other devices have been signed out.'));
    expect(callsTo('/api/account/changepassword').at(-1)?.body).toEqual({
      old_password: 'oldsecret1',
      new_password: 'newsecret2',
      new_password_repeat: 'newsecret2',
    });
  });
});
