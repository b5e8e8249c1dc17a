import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

// Whole flows through several calls: on a busy machine they take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

const email = (overrides: Record<string, unknown> = {}) => ({
  type: 'email',
  contact: 'player@example.com',
  is_confirmed: false,
  is_subscribed: false,
  confirmation_sent_at: '2026-01-10T10:00:00.000Z',
  resend_time: 0,
  ...overrides,
});
const phone = (overrides: Record<string, unknown> = {}) => ({
  ...email(),
  type: 'phone',
  contact: '15551234567',
  phone_country_code: '1',
  ...overrides,
});

function renderPage(routes: Record<string, Handler> = {}, options: Parameters<typeof baseRoutes>[0] = {}) {
  const api = installFetch({ ...baseRoutes(options), ...routes });
  render(withProviders(<RemoteRoutes section="profile" />, '/notification'));
  return { ...api, user: userEvent.setup() };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('notification page', () => {
  it('confirms a phone with its 6-digit code, showing the SMS-code error of §8 for a wrong one', async () => {
    let attempts = 0;
    const { user, callsTo } = renderPage(
      {
        '/api/account/confirmContact': (body) =>
          body['code'] === '123456'
            ? ok(1)
            : (attempts++,
              apiError('InvalidParameter', 400, {
                invalid_parameters: { code: ['validation.wrongCode'] },
                error_data: { attempts_left: 4 },
              })),
      },
      { profile: { contacts: [phone()] } },
    );
    const item = await screen.findByRole('listitem', { name: 'Phone: +15551234567' });
    const code = within(item).getByLabelText('Confirmation code');
    await user.type(code, '12');
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code')));
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('The SMS code is wrong. Tries left: 4.')));
    expect(attempts).toBe(1);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts()).toContain('+15551234567 is confirmed.'));
    // §4: a successful confirmation clears the code.
    expect(code).toHaveValue('');
    expect(callsTo('/api/account/confirmContact').at(-1)?.body).toEqual({ contact: '15551234567', code: '123456' });
  });

  it('waits out the resend cool-down before another code can be sent', async () => {
    const { user, callsTo } = renderPage(
      { '/api/account/sendconfirmationtocontact': () => ok(1) },
      { profile: { contacts: [email({ resend_time: 0 }), phone({ resend_time: 45 })] } },
    );
    const phoneItem = await screen.findByRole('listitem', { name: 'Phone: +15551234567' });
    expect(within(phoneItem).getByRole('button', { name: /New code in 4\d s/ })).toBeDisabled();
    const emailItem = screen.getByRole('listitem', { name: 'Email: player@example.com' });
    await user.click(within(emailItem).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(toasts()).toContain('We sent a confirmation code to player@example.com.'));
    expect(callsTo('/api/account/sendconfirmationtocontact')[0]?.body).toEqual({ contact: 'player@example.com' });
  });

  it('switches a contact’s subscription and explains a marketing block', async () => {
    let blocked = false;
    const { user, callsTo } = renderPage(
      {
        '/api/account/changeSubscription': () =>
          blocked ? apiError('InvalidRequest', 400, { code: 'marketing_blocked' }) : ((blocked = true), ok(1)),
      },
      { profile: { contacts: [email({ is_confirmed: true })] } },
    );
    const item = await screen.findByRole('listitem', { name: 'Email: player@example.com' });
    expect(within(item).queryByLabelText('Confirmation code')).not.toBeInTheDocument();
    await user.click(within(item).getByRole('checkbox', { name: 'Send news and offers to player@example.com' }));
    await waitFor(() => expect(toasts()).toContain('You will receive news and offers there.'));
    expect(callsTo('/api/account/changeSubscription')[0]?.body).toEqual({ contact: 'player@example.com', subscription: '1' });
    await user.click(within(item).getByRole('checkbox', { name: 'Send news and offers to player@example.com' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Offers are paused');
  });

  it('adds a phone with its country mask, marking the field dirty, then invalid when the server refuses it', async () => {
    let taken = true;
    const { user, callsTo } = renderPage({
      '/api/account/addcontact': () =>
        taken ? ((taken = false), apiError('InvalidParameter', 400, { invalid_parameters: { contact: ['validation.taken'] } })) : ok(1),
      '/api/account/sendconfirmationtocontact': () => ok(1),
    });
    const form = await screen.findByRole('form', { name: 'Add a contact' });
    await user.selectOptions(within(form).getByLabelText('Contact type'), 'phone');
    const input = within(form).getByLabelText(/Phone/);
    await user.type(input, '5551234567');
    expect(input).toHaveValue('+1 (555) 123-4567');
    expect(form).toHaveAttribute('data-state', 'dirty');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'invalid'));
    expect(within(form).getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(toasts()).toContain('Contact added. We sent it a confirmation code.'));
    expect(form).toHaveAttribute('data-state', 'valid');
    expect(callsTo('/api/account/addcontact').at(-1)?.body).toEqual({ contact: '15551234567', phone_country_code: '1' });
    expect(callsTo('/api/account/sendconfirmationtocontact')[0]?.body).toEqual({ contact: '15551234567' });
  });

  it('stops a wrong email before calling the server', async () => {
    const { user, callsTo } = renderPage({ '/api/account/addcontact': () => ok(1) });
    const form = await screen.findByRole('form', { name: 'Add a contact' });
    await user.type(within(form).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('/api/account/addcontact')).toHaveLength(0);
  });

  it('shows the registration hint within 2 hours without a deposit, and the confirmation hint while nothing was sent', async () => {
    const now = new Date();
    renderPage(
      {},
      {
        account: { reg_time: new Date(now.getTime() - 30 * 60_000).toISOString(), login: 'player@example.com' },
        profile: { contacts: [email({ confirmation_sent_at: null })] },
      },
    );
    expect(await screen.findByTestId('registration-hint')).toHaveTextContent('Make your first deposit');
    expect(screen.getByTestId('confirmation-hint')).toHaveTextContent('Please confirm player@example.com');
  });

  it('shows no hint long after registration', async () => {
    renderPage({}, { profile: { contacts: [email({ confirmation_sent_at: null })], has_deposits: true } });
    await screen.findByRole('listitem', { name: 'Email: player@example.com' });
    expect(screen.queryByTestId('registration-hint')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-hint')).not.toBeInTheDocument();
  });
});
