import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAllDialogs, topDialog } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { RemoteRoutes } from '../RemoteRoutes';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { configRoutes, withProviders } from '../test-support';

const TOKEN = 'Abcdefghijklmnopqrstuvwx_123-45';

/** Stands for the shell's header, which keeps the session query observed. */
function SessionProbe() {
  const { isAuthenticated } = useSession();
  return <span data-testid="session">{isAuthenticated ? 'signed-in' : 'visitor'}</span>;
}

function renderPage(path: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ ...configRoutes, ...routes });
  render(
    withProviders(
      <>
        <RemoteRoutes section="reset-password" />
        <SessionProbe />
      </>,
      path,
    ),
  );
  return { ...api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
}

afterEach(() => closeAllDialogs());

describe('reset-password page', () => {
  it('sets the new password with the link token, confirms, and opens sign-in over the home page', async () => {
    const { user, callsTo } = renderPage(`/?token=${TOKEN}`, { '/api/auth/resetPassword': () => ok(1) });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/account/getInfo')).toHaveLength(1));
    // The token is read once and leaves the address bar; the form still sends it.
    await waitFor(() => expect(location()).toBe('/'));

    await fillPasswords(user, 'newsecret9', 'newsecret9');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(callsTo('/api/auth/resetPassword')[0]?.body).toEqual({ token: TOKEN, password: 'newsecret9', password_repeat: 'newsecret9' });
    // The server ends every session of the account, so who is signed in is asked again.
    await waitFor(() => expect(callsTo('/api/account/getInfo')).toHaveLength(2));
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(topDialog()).toMatchObject({ name: 'auth', props: { initialMode: 'authorization' } });
    expect(location()).toBe('/');
  });

  it('shows and hides the typed password', async () => {
    const { user } = renderPage(`/?token=${TOKEN}`);
    const input = screen.getByLabelText('New password');
    await user.type(input, 'newsecret9');
    expect(input).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });

  it('stops a repeat that does not match before calling the server', async () => {
    const { user, callsTo } = renderPage(`/?token=${TOKEN}`, { '/api/auth/resetPassword': () => ok(1) });
    await fillPasswords(user, 'newsecret9', 'newsecret8');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('Same as field');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/auth/resetPassword')).toHaveLength(0);
  });

  it('applies the shared password rule and asks for the repeat', async () => {
    const { user, callsTo } = renderPage(`/?token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/6/);
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('Field is required');
    expect(callsTo('/api/auth/resetPassword')).toHaveLength(0);
  });

  it('says so when the server refuses the token, and offers a new link through the restore popup', async () => {
    const { user } = renderPage(`/?token=${TOKEN}`, {
      '/api/auth/resetPassword': () =>
        failure('InvalidParameter', 400, {
          message: 'The reset link is invalid or expired',
          invalid_parameters: { token: ['validation.invalidToken'] },
        }),
    });
    await fillPasswords(user, 'newsecret9', 'newsecret9');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(topDialog()).toMatchObject({ name: 'auth', props: { initialMode: 'restore' } });
    expect(location()).toBe('/');
  });

  it('puts the server field errors on their fields', async () => {
    const { user } = renderPage(`/?token=${TOKEN}`, {
      '/api/auth/resetPassword': () =>
        failure('InvalidParameter', 400, { invalid_parameters: { password: ['validation.passwordSymbols?symbols=%E2%82%AC'] } }),
    });
    await fillPasswords(user, 'newsecret9', 'newsecret9');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a general alert when the call fails without field errors', async () => {
    const { user } = renderPage(`/?token=${TOKEN}`, { '/api/auth/resetPassword': () => failure('TooManyRequests', 429) });
    await fillPasswords(user, 'newsecret9', 'newsecret9');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password could not be changed.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('explains a missing token and links to the restore popup', async () => {
    const { user, callsTo } = renderPage('/');
    expect(screen.getByText(/opens from the link in the password reset email/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(topDialog()).toMatchObject({ name: 'auth', props: { initialMode: 'restore' } });
    expect(callsTo('/api/auth/resetPassword')).toHaveLength(0);
  });

  it('treats a mangled token as an invalid link without calling the server', () => {
    const { callsTo } = renderPage('/?token=short');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(callsTo('/api/auth/resetPassword')).toHaveLength(0);
  });
});
