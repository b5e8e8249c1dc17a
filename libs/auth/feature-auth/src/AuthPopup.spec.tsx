import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPopup } from './AuthPopup';
import { failure, formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { configRoutes, player, withProviders } from './test-support';
import { useToasts, useToastStore } from '@nfx/dialogs';

/** The toasts as the shell's host draws them: title and message, in the same providers. */
function ToastProbe() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((toast) => (
        <li key={toast.id} data-toast={toast.id}>
          {toast.title} {toast.message}
        </li>
      ))}
    </ul>
  );
}

function renderPopup(
  initialMode: 'authorization' | 'registration' | 'restore' | 'twofa' = 'authorization',
  path = '/gamehall',
  routes: Parameters<typeof installFakeApi>[0] = {},
) {
  const api = installFakeApi({ ...configRoutes, ...routes });
  const onClose = jest.fn();
  render(withProviders(<AuthPopup initialMode={initialMode} onClose={onClose} />, path));
  return { ...api, onClose, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

describe('sign-in', () => {
  it('shows the wrong-enter alert for a bad password and sends the login without its plus', async () => {
    const { user, callsTo, onClose } = renderPopup('authorization', '/gamehall', {
      '/api/auth/login': () => failure('Authorization', 401, { message: 'Wrong login or password', code: 'wrong_credentials' }),
    });
    await user.type(screen.getByLabelText('Email, phone or login'), '+37120000000');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login or password is incorrect.');
    expect(callsTo('/api/auth/login')[0]?.body).toEqual({ login: '37120000000', password: 'secret12' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('validates before calling the server', async () => {
    const { user, callsTo } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email, phone or login')).toHaveAccessibleDescription('Field is required');
    expect(callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('signs in, closes and goes to the redirectUrl of the query', async () => {
    const { user, onClose } = renderPopup('authorization', '/?redirectUrl=%2Fcashier%2Fwallet', {
      '/api/auth/login': () => ok(player({ locale: 'de' })),
    });
    await user.type(screen.getByLabelText('Email, phone or login'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/de/cashier/wallet'));
    expect(onClose).toHaveBeenCalled();
    // The account's locale is remembered: the server sends addresses without a locale to it.
    expect(document.cookie).toContain('locale=de');
  });

  it('ignores a redirectUrl to another site and stays on the page in the player locale', async () => {
    const { user } = renderPopup('authorization', '/gamehall?redirectUrl=%2F%2Fevil.example', {
      '/api/auth/login': () => ok(player({ locale: 'de' })),
    });
    await user.type(screen.getByLabelText('Email, phone or login'), 'player');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/de/gamehall?redirectUrl=%2F%2Fevil.example'));
  });
});

describe('after sign-in', () => {
  afterEach(() => act(() => useToastStore.setState({ toasts: [] })));

  const protection = (exclusion: unknown) => ok({ currency: 'EUR', limits: [], exclusion, reality_check_minutes: null });

  async function signIn(routes: Parameters<typeof installFakeApi>[0]) {
    installFakeApi({ ...configRoutes, '/api/auth/login': () => ok(player()), ...routes });
    render(
      withProviders(
        <>
          <AuthPopup initialMode="authorization" onClose={jest.fn()} />
          <ToastProbe />
        </>,
        '/gamehall',
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email, phone or login'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('tells when and from where the player last signed in', async () => {
    await signIn({
      '/api/account/getSessions': () =>
        ok({
          items: [],
          previous_sign_in: {
            signed_in_at: '2026-03-04T09:05:00.000Z',
            ip: '203.0.113.7',
            network: 'internet',
            same_address: false,
            device: { type: 'desktop', browser: 'Firefox', browser_version: '140', os: 'Linux' },
          },
        }),
      '/api/account/getProtection': () => protection(null),
    });
    const notice = await screen.findByText(/Your last sign-in was on \d{2}\.03\.2026 at \d{1,2}:05 from the address 203\.0\.113\.7\./);
    expect(notice).toHaveTextContent('If that was not you, change your password');
    expect(document.querySelector('[data-toast="sign-in-exclusion"]')).toBeNull();
  });

  it('tells a self-excluded player until when the exclusion runs', async () => {
    await signIn({
      '/api/account/getSessions': () => ok({ items: [], previous_sign_in: null }),
      '/api/account/getProtection': () =>
        protection({
          kind: 'self_exclusion',
          started_at: '2026-01-01T00:00:00.000Z',
          ends_at: '2026-07-01T12:30:00.000Z',
          permanent: false,
        }),
    });
    const notice = await screen.findByText(/You have excluded yourself from play until \d{2}\.0[67]\.2026 at/);
    expect(notice).toHaveTextContent('Self-exclusion in force');
    expect(notice).toHaveTextContent('withdrawals remain possible');
    expect(document.querySelector('[data-toast="sign-in-previous"]')).toBeNull();
  });
});

describe('two-factor step', () => {
  it('asks for the code, shows the server message, then signs in', async () => {
    let attempt = 0;
    const { user, onClose, callsTo } = renderPopup('authorization', '/', {
      '/api/auth/login': (_url, init) => {
        attempt += 1;
        if (!formOf(init)?.get('code')) return failure('Authorization', 401, { message: 'two_factor_auth is enable', resend_time: 30 });
        return attempt === 2 ? failure('Authorization', 401, { message: 'two_factor_auth: code is invalid' }) : ok(player());
      },
    });
    await user.type(screen.getByLabelText('Email, phone or login'), 'player');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask again in 30 s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code must contain 6 digits.');

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is invalid.');

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('/api/auth/login').at(-1)?.body).toEqual({ login: 'player', password: 'secret12', code: '222222' });
  });

  it('goes back to sign-in and forgets the credentials', async () => {
    const { user } = renderPopup('authorization', '/', {
      '/api/auth/login': () => failure('Authorization', 401, { message: 'two_factor_auth is enable', resend_time: 5 }),
    });
    await user.type(screen.getByLabelText('Email, phone or login'), 'player');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email, phone or login')).toHaveValue('');
  });
});

describe('restore', () => {
  it('is reached from the forgot link, sends the link and says so', async () => {
    const { user, callsTo } = renderPopup('authorization', '/', { '/api/auth/restore': () => ok(1) });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email, phone or login'), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent a password reset link');
    expect(callsTo('/api/auth/restore')[0]?.body).toEqual({ email: 'player@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('mode links', () => {
  it('switches between sign-in and registration', async () => {
    const { user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('social sign-in', () => {
  it('opens the centred provider popup and accepts the result only from our origin', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    let completed = false;
    const { user } = renderPopup('authorization', '/?backUrl=', {
      '/api/account/getInfo': () => ok(completed ? player({ is_registration_completed: false }) : { uid: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with Demo ID' }));
    const [url, , features] = open.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/oauth\/init\?service=demo&redirect_url=http%3A%2F%2Flocalhost%2F&type_auth=login$/);
    expect(features).toContain('width=640,height=480');

    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://evil.example',
        data: { type: 'nfx:oauth', status: 'ok', is_registration_completed: false },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    completed = true;
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'nfx:oauth', status: 'ok', is_registration_completed: false },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();
    open.mockRestore();
  });
});

describe('the popup is labelled throughout', () => {
  it('names every control in the sign-in mode', () => {
    renderPopup();
    const form = screen.getByRole('form', { name: 'Sign in' });
    for (const input of within(form).getAllByRole('textbox')) expect(input).toHaveAccessibleName();
  });
});
