import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Protection, ProtectionAuditItem } from '@nfx/api-contract';
import { useToastStore } from '@nfx/dialogs';
import { ResponsibleGamePage } from './ResponsibleGamePage';
import { installFakeApi, ok, refusal, renderPage } from './testing/render';

const APPLIES_AT = '2026-11-26T10:30:00.000Z';

function protection(overrides: Partial<Protection> = {}): Protection {
  return { currency: 'EUR', limits: [], exclusion: null, reality_check_minutes: null, ...overrides };
}

function history(items: ProtectionAuditItem[] = []) {
  return ok({ items, total: items.length });
}

const lastToast = () => useToastStore.getState().toasts.at(-1)?.message;

describe('ResponsibleGamePage', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows each limit with what is used, a raise waiting for its cooling-off, and the audit list', async () => {
    installFakeApi({
      'account/getProtection': () =>
        ok(
          protection({
            limits: [
              {
                kind: 'deposit',
                amount: 100,
                period: '7d',
                used: 30,
                available: 70,
                frees_at: null,
                pending: { amount: 500, period: '7d', removal: false, applies_at: APPLIES_AT },
              },
            ],
          }),
        ),
      'account/getProtectionHistory': () =>
        history([
          {
            id: 2,
            created_at: '2026-11-25T10:30:00.000Z',
            action: 'limit_raise_requested',
            kind: 'deposit',
            amount: 500,
            currency: 'EUR',
            period: '7d',
            applies_at: APPLIES_AT,
          },
          {
            id: 1,
            created_at: '2026-11-25T10:00:00.000Z',
            action: 'limit_set',
            kind: 'deposit',
            amount: 100,
            currency: 'EUR',
            period: '7d',
          },
        ]),
    });
    renderPage(<ResponsibleGamePage />);
    const deposit = await screen.findByRole('article', { name: 'Deposit limit' });
    expect(within(deposit).getByTestId('limit-deposit-current')).toHaveTextContent('€100.00 in 7 days');
    expect(within(deposit).getByText('Used: €30.00. Left: €70.00.')).toBeInTheDocument();
    expect(within(deposit).getByTestId('limit-deposit-pending')).toHaveTextContent(
      /^Changes to €500.00 in 7 days on 26\.11\.2026 at \d{1,2}:30\.$/,
    );
    expect(within(screen.getByRole('article', { name: 'Loss limit' })).getByText('No limit set')).toBeInTheDocument();
    const entries = within(await screen.findByTestId('protection-history')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/Deposit limit raise to €500.00 in 7 days requested; takes effect on 26\.11\.2026 at/),
      expect.stringMatching(/25\.11\.2026 \d{1,2}:00Deposit limit set to €100.00 in 7 days\./),
    ]);
  });

  it('sets a limit with the keyboard and says when it applies', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'account/getProtection': () => ok(protection()),
      'account/getProtectionHistory': () => history(),
      'account/getDepositLimit': () => ok({ available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none' }),
      'account/getRealityCheck': () => ok({}),
      'account/setProtectionLimit': () => ok({ kind: 'loss', immediate: false, applies_at: APPLIES_AT }),
    });
    renderPage(<ResponsibleGamePage />);
    const loss = await screen.findByRole('article', { name: 'Loss limit' });
    await user.selectOptions(within(loss).getByRole('combobox', { name: 'Period' }), 'in 30 days');
    // Enter in the amount field submits, as in any form.
    await user.click(within(loss).getByRole('textbox', { name: 'Amount (EUR)' }));
    await user.keyboard('1,000{Enter}');
    await waitFor(() =>
      expect(api.posts).toEqual([{ call: 'account/setProtectionLimit', body: { kind: 'loss', amount: '1,000', period: '30d' } }]),
    );
    await waitFor(() => expect(lastToast()).toMatch(/^Your change takes effect on 26\.11\.2026 at/));
  });

  it('refuses a bad amount in the form without calling the server', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({ 'account/getProtection': () => ok(protection()), 'account/getProtectionHistory': () => history() });
    renderPage(<ResponsibleGamePage />);
    const session = await screen.findByRole('article', { name: 'Session time limit' });
    const minutes = within(session).getByRole('textbox', { name: 'Minutes per session' });
    await user.type(minutes, '2');
    await user.click(within(session).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    expect(api.posts).toEqual([]);
  });

  it('self-excludes only with the warning understood and the password, and shows a wrong password at its field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = installFakeApi({
      'account/getProtection': () => ok(protection()),
      'account/getProtectionHistory': () => history(),
      'account/getDepositLimit': () => ok({}),
      'account/getRealityCheck': () => ok({}),
      'account/selfExclude': () =>
        (attempts += 1) === 1
          ? refusal('InvalidParameter', { invalid_parameters: { password: ['validation.password'] } })
          : ok({ kind: 'self_exclusion', started_at: '2026-11-25T10:00:00.000Z', ends_at: '2027-05-25T10:00:00.000Z', permanent: false }),
    });
    renderPage(<ResponsibleGamePage />);
    const form = await screen.findByRole('form', { name: 'Take a break or self-exclude' });
    expect(form).toHaveAccessibleDescription(/cannot be shortened or undone before it ends/);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Length' }), '6 months');
    await user.click(within(form).getByRole('button', { name: 'Start the break' }));
    expect(await within(form).findByText('Please confirm that you understand.')).toBeInTheDocument();
    expect(api.posts).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /I understand/ }));
    await user.type(within(form).getByLabelText('Your password'), 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(within(form).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(form).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(lastToast()).toBe('Your break has started.'));
    expect(api.posts.map((post) => post.body)).toEqual([
      { period: '6m', password: 'wrong-one' },
      { period: '6m', password: 'wrong-one' },
    ]);
  });

  it('while excluded, names the end, hides the limit forms and offers only a longer break', async () => {
    installFakeApi({
      'account/getProtection': () =>
        ok(
          protection({
            exclusion: { kind: 'time_out', started_at: '2026-11-25T10:00:00.000Z', ends_at: '2026-12-02T10:00:00.000Z', permanent: false },
          }),
        ),
      'account/getProtectionHistory': () => history(),
    });
    renderPage(<ResponsibleGamePage />);
    expect(await screen.findByTestId('exclusion-notice')).toHaveTextContent(/You are taking a break until 02\.12\.2026 at \d{1,2}:00\./);
    expect(screen.queryByRole('button', { name: 'Save limit' })).not.toBeInTheDocument();
    expect(screen.getByText('You can only make your current break longer.')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    installFakeApi({ 'account/getProtectionHistory': () => history() });
    renderPage(<ResponsibleGamePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your settings.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
