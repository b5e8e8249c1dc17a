import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CampaignOffer } from '@nfx/api-contract';
import { accountInfo, bankMethod, cardMethod, depositInfo, depositSettings, money } from '../testing/fixtures';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { DepositIndexPage } from './DepositIndexPage';
import { DepositMethodPage } from './DepositMethodPage';

function offer(id: number, overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return {
    id,
    trigger: { action: 'deposit' },
    description: { title: `Offer ${id}`, text: `Bonus ${id}`, image: '' },
    promotions: [],
    params: { exclude_methods: [] },
    user_satisfies_params: true,
    ...overrides,
  };
}

const noLimit = { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none' };

function api(extra: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo()),
    '/api/cashier/getdepositsettings': () => ok(depositSettings),
    '/api/campaigns/getoffers': () => ok({ items: [], total: 0 }),
    '/api/account/getDepositLimit': () => ok(noLimit),
    '/api/cashier/getbanks': () => ok({ items: [{ id: 4, name: 'Baltic Bank', bic: 'BALTLV22', country_code: 'LV' }] }),
    ...extra,
  });
}

// Typing under a loaded machine is slow; these tests wait for nothing else.
jest.setTimeout(30_000);

function renderMethodPage(sysname: string, leaveSite?: (url: string) => void) {
  return renderWithProviders(
    <Routes>
      <Route path="/cashier/deposit/:sysname" element={<DepositMethodPage leaveSite={leaveSite} />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: `/cashier/deposit/${sysname}` },
  );
}

describe('deposit index', () => {
  it('lists every method with its bounds and links it to its own page', async () => {
    api();
    renderWithProviders(<DepositIndexPage />, { route: '/cashier/deposit' });
    const methods = await screen.findAllByTestId('deposit-method');
    expect(methods).toHaveLength(2);
    expect(methods[0]).toHaveAttribute('href', '/cashier/deposit/demo-card');
    expect(within(methods[1]!).getByText(/From €20\.00 to €20,000\.00/)).toBeInTheDocument();
  });

  it('names each method in the cashier’s own words, and one it has no name for by the API’s name', async () => {
    // The API's names are English only; the cashier's texts name the methods it knows in every locale.
    const acme = { ...cardMethod, id: 9, sysname: 'acme-pay', name: 'Acme Pay' };
    api({
      '/api/cashier/getdepositsettings': () =>
        ok({ ...depositSettings, methods: [{ ...cardMethod, name: 'Provider card name' }, bankMethod, acme] }),
    });
    renderWithProviders(<DepositIndexPage />, { route: '/cashier/deposit' });
    const methods = await screen.findAllByTestId('deposit-method');
    expect(methods.map((method) => method.textContent)).toEqual([
      expect.stringMatching(/^Card/),
      expect.stringMatching(/^Bank transfer/),
      expect.stringMatching(/^Acme Pay/),
    ]);
    expect(screen.queryByText('Provider card name')).toBeNull();
  });

  it('titles a method’s page by its translated name', async () => {
    api({ '/api/cashier/getdepositsettings': () => ok({ ...depositSettings, methods: [{ ...cardMethod, name: 'Provider card name' }] }) });
    renderMethodPage('demo-card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit by Card' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Deposit by Card' })).toBeInTheDocument();
  });

  it('says what is left of the deposit limit', async () => {
    api({
      '/api/account/getDepositLimit': () =>
        ok({ available_amount: money(40), limit_amount: money(100), period: '7d', can_edit: false, expired_at: '2026-11-27T00:00:00Z' }),
    });
    renderWithProviders(<DepositIndexPage />, { route: '/cashier/deposit' });
    expect(await screen.findByTestId('deposit-limit')).toHaveTextContent('you can still deposit €40.00 of €100.00 (7 days)');
  });

  it('shows the catalogue message and a retry when the methods cannot load', async () => {
    api({ '/api/cashier/getdepositsettings': () => failure('BillingUnavailable', 503) });
    renderWithProviders(<DepositIndexPage />, { route: '/cashier/deposit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('deposit by method', () => {
  it('checks the amount by the Sum rule before anything is sent', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderMethodPage('demo-card');
    const amount = await screen.findByLabelText('Amount (EUR)');
    await user.type(amount, '05');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Wrong value'));
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '6000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount between 10 and 5000'));
    expect(callsTo('/api/cashier/makedeposit')).toHaveLength(0);
  });

  it('sends a preset amount, the chosen offer and an idempotency key, then opens the provider page', async () => {
    const leaveSite = jest.fn();
    const { callsTo } = api({
      '/api/campaigns/getoffers': () =>
        ok({
          items: [offer(5), offer(6, { params: { exclude_methods: ['demo-card'] } }), offer(7, { user_satisfies_params: false })],
          total: 3,
        }),
      '/api/cashier/makedeposit': () =>
        ok({ deposit: depositInfo({ status: 'created' }), redirect_url: 'https://pay.example.test/hosted/31' }),
    });
    const user = userEvent.setup();
    renderMethodPage('demo-card', leaveSite);
    await user.click(await screen.findByRole('button', { name: '€25.00' }));
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('25');
    expect(screen.getByRole('button', { name: '€25.00' })).toHaveAttribute('aria-pressed', 'true');
    // Offer 6 excludes cards and offer 7 is not for this player.
    expect(await screen.findByRole('radio', { name: /Offer 5/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Offer 6/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Offer 7/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'No bonus' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Offer 5/ }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    await waitFor(() => expect(callsTo('/api/cashier/makedeposit')).toHaveLength(1));
    const { body, init } = callsTo('/api/cashier/makedeposit')[0]!;
    expect(body).toEqual({ method: 'demo-card', amount: '25', campaign_offer_id: '5', requisites: '{}' });
    expect(idempotencyKeyOf(init)).toMatch(/\S{8,}/);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://pay.example.test/hosted/31'));
  });

  it('starts with the offer taken on a promotion page (offer_id), carried from the method list', async () => {
    api({ '/api/campaigns/getoffers': () => ok({ items: [offer(5), offer(6)], total: 2 }) });
    const index = renderWithProviders(<DepositIndexPage />, { route: '/cashier/deposit?offer_id=6' });
    expect((await screen.findAllByTestId('deposit-method'))[0]).toHaveAttribute('href', '/cashier/deposit/demo-card?offer_id=6');
    index.unmount();

    api({ '/api/campaigns/getoffers': () => ok({ items: [offer(5), offer(6)], total: 2 }) });
    renderWithProviders(
      <Routes>
        <Route path="/cashier/deposit/:sysname" element={<DepositMethodPage />} />
      </Routes>,
      { route: '/cashier/deposit/demo-card?offer_id=6' },
    );
    expect(await screen.findByRole('radio', { name: /Offer 6/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No bonus' })).not.toBeChecked();
  });

  it('asks a bank transfer for a bank and a valid IBAN, then follows the pending deposit on this site', async () => {
    const { callsTo } = api({
      '/api/cashier/makedeposit': () =>
        ok({ deposit: depositInfo({ status: 'pending', type: 'bank_transfer' }), redirect_url: '/cashier/paypending/31' }),
    });
    const user = userEvent.setup();
    renderMethodPage(bankMethod.sysname);
    await user.type(await screen.findByLabelText('Amount (EUR)'), '1,000');
    await user.type(screen.getByLabelText('IBAN'), 'LV80BANK000043519500');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('Wrong iban');
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('Field is required');

    await user.selectOptions(screen.getByLabelText('Bank'), await screen.findByRole('option', { name: 'Baltic Bank (BALTLV22)' }));
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'lv80 bank 0000 4351 9500 1');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/paypending/31'));
    const { body } = callsTo('/api/cashier/makedeposit')[0]!;
    expect(JSON.parse(body['requisites']!)).toEqual({ bank: '4', iban: 'LV80BANK0000435195001' });
    expect(body['amount']).toBe('1,000');
  });

  it('shows a refusal in words and keeps the form, with the same key for the same request', async () => {
    const { callsTo } = api({ '/api/cashier/makedeposit': () => failure('BillingDepositLimitExceeded', 400) });
    const user = userEvent.setup();
    renderMethodPage('demo-card');
    await user.type(await screen.findByLabelText('Amount (EUR)'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This deposit would exceed your deposit limit.');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(callsTo('/api/cashier/makedeposit')).toHaveLength(2));
    const [first, second] = callsTo('/api/cashier/makedeposit');
    expect(idempotencyKeyOf(second!.init)).toBe(idempotencyKeyOf(first!.init));
  });

  it('shows what the e-wallet’s fee takes before paying: you pay, the fee, and what reaches the balance', async () => {
    const ewallet = {
      ...cardMethod,
      id: 3,
      sysname: 'demo-ewallet',
      name: 'E-wallet',
      type: 'ewallet' as const,
      min_amount: 5,
      max_amount: 2000,
      fee: { percent: 1.5, fixed: money(0) },
      requisites: [{ name: 'email', rule: 'email' as const, required: true }],
    };
    api({ '/api/cashier/getdepositsettings': () => ok({ ...depositSettings, methods: [cardMethod, ewallet] }) });
    const user = userEvent.setup();
    renderMethodPage('demo-ewallet');
    const fee = await screen.findByTestId('deposit-fee');
    expect(fee).toHaveTextContent('Fee: 1.5%');
    expect(fee).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByLabelText('Amount (EUR)'), '15');
    // 1.5 % of 15.00 is 0.225: rounded half up to the cent, as the API takes it.
    expect(fee).toHaveTextContent('You pay €15.00, fee €0.23, you receive €14.77.');
    await user.clear(screen.getByLabelText('Amount (EUR)'));
    await user.type(screen.getByLabelText('Amount (EUR)'), '1,000');
    expect(fee).toHaveTextContent('You pay €1,000.00, fee €15.00, you receive €985.00.');
    // Out of the method's bounds there is no breakdown to promise.
    await user.type(screen.getByLabelText('Amount (EUR)'), '0');
    expect(fee).toHaveTextContent('Fee: 1.5%');
  });

  it('a method without a fee says so whatever the amount', async () => {
    api();
    const user = userEvent.setup();
    renderMethodPage('demo-card');
    await user.type(await screen.findByLabelText('Amount (EUR)'), '25');
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('No fee');
  });

  it('says so when the method does not exist', async () => {
    api();
    renderMethodPage('no-such-method');
    expect(await screen.findByText('This payment method is not available.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All payment methods' })[0]).toHaveAttribute('href', '/cashier/deposit');
  });
});
