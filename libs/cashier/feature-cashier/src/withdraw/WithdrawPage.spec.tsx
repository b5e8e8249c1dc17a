import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, closeAllDialogs, useDialogStore } from '@nfx/dialogs';
import { accountInfo, money, withdrawSettings } from '../testing/fixtures';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { HeaderBalance } from '../testing/HeaderBalance';
import { renderWithProviders } from '../testing/render';
import { WithdrawPage } from './WithdrawPage';

// Typing under a loaded machine is slow; these tests wait for nothing else.
jest.setTimeout(30_000);

const withdrawal = {
  id: 12,
  method: 'demo-card',
  type: 'card',
  requisites: { card_holder: 'Anna Berzina', card_number: '411111...1111' },
  amount: money(120),
  status: 'pending',
  created_at: '2026-11-20T10:15:00Z',
  updated_at: '2026-11-20T10:15:00Z',
  can_cancel: true,
  decline_reason: null,
};

const activeBonus = {
  id: 7,
  type: 'casino',
  kind: 'deposit_match',
  campaign_id: 1,
  status: 'active',
  title: 'Welcome match',
  description: '100 % up to €200',
  image: '',
  amount: money(40),
  wagering: { multiplier: 35, required: money(1400), wagered: money(100) },
  max_stake: null,
  created_at: '2026-11-20T10:00:00Z',
  activated_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-12-20T10:00:00Z',
  finished_at: null,
};

function api(extra: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo()),
    '/api/account/getBalance': () => ok(accountInfo()),
    '/api/cashier/getwithdrawsettings': () => ok(withdrawSettings()),
    '/api/bonuses/get': () => ok({ items: [], total: 0 }),
    '/api/BettingBonuses/get': () => ok({ items: [], total: 0 }),
    ...extra,
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string, cardNumber: string) {
  await user.type(await screen.findByLabelText('Amount (EUR)'), amount);
  await user.type(screen.getByLabelText('Name on the card'), 'Anna Berzina');
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('withdraw page', () => {
  it('shows what may be withdrawn and the limits', async () => {
    api();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('€250.00');
    expect(screen.getByText('€10,000.00 of €10,000.00')).toBeInTheDocument();
  });

  it('checks the card number (Luhn) and the amount against the balance before asking to confirm', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '300', '4111 1111 1111 1112');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Field Card number');
    // The balance (250) is the most that may leave.
    expect(screen.getByLabelText('Amount (EUR)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount between 20 and 250'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('/api/cashier/makewithdrawal')).toHaveLength(0);
  });

  it('asks for confirmation, then requests the withdrawal under an idempotency key and refreshes the balance', async () => {
    let main = 250;
    const { callsTo } = api({
      '/api/account/getBalance': () => ok(accountInfo({ balance_main: money(main) })),
      '/api/cashier/makewithdrawal': () => {
        main = 130;
        return ok(withdrawal);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <HeaderBalance />
        <WithdrawPage />
      </>,
      { route: '/cashier/withdraw' },
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€250.00'));
    await fillForm(user, '120', '4111 1111 1111 1111');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(dialog).toHaveTextContent('Withdraw €120.00 by Card?');
    expect(within(dialog).getByText('•••• 1111')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByTestId('withdraw-done')).toHaveTextContent('Your withdrawal of €120.00 is requested (Pending)');
    expect(screen.queryByRole('dialog')).toBeNull();
    const { body, init } = callsTo('/api/cashier/makewithdrawal')[0]!;
    expect(body).toMatchObject({ method: 'demo-card', amount: '120' });
    expect(JSON.parse(body['requisites']!)).toEqual({ card_holder: 'Anna Berzina', card_number: '4111111111111111' });
    expect(idempotencyKeyOf(init)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€130.00'));
    expect(screen.getByRole('link', { name: 'Follow it in the history' })).toHaveAttribute('href', '/cashier/history?tab=withdrawal');
    expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', '/cashier/receipt?id=12&type=withdrawal');
  });

  it('Esc in the confirmation goes back to the form and sends nothing', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('/api/cashier/makewithdrawal')).toHaveLength(0);
  });

  it('shows a refusal of the catalogue in words', async () => {
    api({ '/api/cashier/makewithdrawal': () => failure('WithdrawalLimitsPeriodExceeded', 400) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('You have reached the withdrawal limit for this period.');
  });

  it('explains that new payment details are verified first, and says where payouts go without a check', async () => {
    api({ '/api/cashier/makewithdrawal': () => failure('RequisitesOnVerification', 400) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    expect(
      await screen.findByText(
        'Payouts go straight to a card, bank account or e-wallet you have deposited from. New payment details are verified first.',
      ),
    ).toBeInTheDocument();
    await fillForm(user, '120', '5555555555554444');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    const error = await screen.findByTestId('withdraw-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Your payment details are being verified. Please wait.');
    expect(error).toHaveTextContent('We check new payment details before the first payout to them');
    expect(screen.getByLabelText('Card number')).toHaveValue('5555555555554444');
  });

  it('warns that an active bonus is lost before the withdrawal, and keeping it sends nothing', async () => {
    const { callsTo } = api({ '/api/bonuses/get': () => ok({ items: [activeBonus], total: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');

    const dialog = await screen.findByRole('dialog', { name: 'Your active bonus will be lost' });
    expect(within(dialog).getByText('Welcome match')).toBeInTheDocument();
    expect(within(dialog).getByText('€40.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my bonus' })).toHaveFocus();
    expect(callsTo('/api/bonuses/get')[0]!.url.searchParams.get('status')).toBe('active');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('120');
    expect(callsTo('/api/cashier/makewithdrawal')).toHaveLength(0);
  });

  it('lists the active sports bonuses a withdrawal burns too, each named with its wallet', async () => {
    const freeBet = { ...activeBonus, id: 8, type: 'betting', kind: 'free_bet', title: 'Free bet 5', amount: money(5) };
    const { callsTo } = api({
      '/api/bonuses/get': () => ok({ items: [activeBonus], total: 1 }),
      '/api/BettingBonuses/get': () => ok({ items: [freeBet], total: 1 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');

    const dialog = await screen.findByRole('dialog', { name: 'Your active bonus will be lost' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Welcome match · Casino bonus', 'Free bet 5 · Sports bonus']);
    expect(within(dialog).getByText('€5.00')).toBeInTheDocument();
    expect(callsTo('/api/BettingBonuses/get')[0]!.url.searchParams.get('status')).toBe('active');
  });

  it('asks first when only a sports bonus is active', async () => {
    const freeBet = { ...activeBonus, id: 8, type: 'betting', kind: 'free_bet', title: 'Free bet 5', amount: money(5) };
    const { callsTo } = api({ '/api/BettingBonuses/get': () => ok({ items: [freeBet], total: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');

    const dialog = await screen.findByRole('dialog', { name: 'Your active bonus will be lost' });
    expect(within(dialog).getByText('Free bet 5')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(callsTo('/api/cashier/makewithdrawal')).toHaveLength(0);
  });

  it('goes on to the confirmation and the request once the player agrees to lose the bonus', async () => {
    const { callsTo } = api({
      '/api/bonuses/get': () => ok({ items: [activeBonus], total: 1 }),
      '/api/cashier/makewithdrawal': () => ok(withdrawal),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fillForm(user, '120', '4111111111111111');
    const burn = await screen.findByRole('dialog', { name: 'Your active bonus will be lost' });
    await user.click(within(burn).getByRole('button', { name: 'Withdraw and lose the bonus' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-done')).toBeInTheDocument();
    expect(callsTo('/api/cashier/makewithdrawal')).toHaveLength(1);
  });

  it('says what must be done first instead of offering the form', async () => {
    api({
      '/api/cashier/getwithdrawsettings': () =>
        ok(withdrawSettings({ requirements: { verify_identity: true, confirm_contact: false, fill_profile: true } })),
    });
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    expect(await screen.findByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/profile/verification');
    expect(screen.getByRole('button', { name: 'Complete your profile' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByLabelText('Amount (EUR)')).toBeNull();
  });

  it('asks to fill in the profile in a confirm dialog whose agree opens the personal data form', async () => {
    closeAllDialogs();
    api({
      '/api/cashier/getwithdrawsettings': () =>
        ok(withdrawSettings({ requirements: { verify_identity: false, confirm_contact: false, fill_profile: true } })),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await user.click(await screen.findByRole('button', { name: 'Complete your profile' }));

    const dialog = useDialogStore.getState().stack[0]!;
    expect(dialog).toMatchObject({
      kind: 'confirm',
      title: 'Fill in your profile',
      textAgree: 'Fill in profile',
      textReject: 'Not now',
    });
    expect(String(dialog.content)).toContain('personal details');

    act(() => void answerConfirm(dialog.id, 'agree'));
    expect(useDialogStore.getState().stack).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/settings#profile-personal-title'));
  });

  it('closes the fill-in-profile dialog on reject and stays on the withdrawal page', async () => {
    closeAllDialogs();
    api({
      '/api/cashier/getwithdrawsettings': () =>
        ok(withdrawSettings({ requirements: { verify_identity: false, confirm_contact: false, fill_profile: true } })),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPage />, { route: '/cashier/withdraw' });
    await user.click(await screen.findByRole('button', { name: 'Complete your profile' }));
    const dialog = useDialogStore.getState().stack[0]!;
    answerConfirm(dialog.id, 'reject');
    expect(useDialogStore.getState().stack).toHaveLength(0);
    expect(screen.getByTestId('withdraw-requirements')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cashier/withdraw');
  });
});
