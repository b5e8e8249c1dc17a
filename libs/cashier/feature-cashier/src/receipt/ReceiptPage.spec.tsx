import { screen, within } from '@testing-library/react';
import type { Withdrawal } from '@nfx/api-contract';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { depositInfo, historyItem, money } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { receiptRequestOf } from './receipt-request';
import { ReceiptPage } from './ReceiptPage';

jest.setTimeout(30_000);

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 12,
    method: 'demo-bank-transfer',
    type: 'bank_transfer',
    requisites: { account_holder: 'Anna Berzina', bank: '2', iban: 'LV** **** 5001' },
    amount: money(120),
    status: 'pending',
    created_at: '2026-11-20T10:15:00Z',
    updated_at: '2026-11-21T09:05:00Z',
    can_cancel: true,
    decline_reason: null,
    ...overrides,
  };
}

const banks = () => ok({ items: [{ id: 2, name: 'Swedbank', bic: 'HABALV22', country_code: 'LV' }] });

describe('receipt address', () => {
  it.each([
    ['', { kind: 'deposit', id: null }],
    ['?id=44', { kind: 'deposit', id: 44 }],
    ['?id=44&type=deposit', { kind: 'deposit', id: 44 }],
    ['?id=12&type=withdrawal', { kind: 'withdrawal', id: 12 }],
    ['?type=withdrawal', { kind: 'withdrawal', id: null }],
    ['?id=0&type=bonuses', { kind: 'deposit', id: null }],
    ['?id=1.5', { kind: 'deposit', id: null }],
    ['?id=2147483648', { kind: 'deposit', id: null }],
  ])('%p is %p', (search, request) => {
    expect(receiptRequestOf(search)).toEqual(request);
  });
});

describe('receipt page', () => {
  it('prints one deposit by its id, with masked requisites', async () => {
    installFakeApi({
      '/api/cashier/getdepositinfo': (url) =>
        ok(depositInfo({ id: Number(url.searchParams.get('id')), requisites: { iban: 'LV** **** 5001' }, amount: money(75) })),
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=44' });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { name: 'Deposit #44' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('€75.00');
    expect(receipt).toHaveTextContent('Successful');
    expect(receipt).toHaveTextContent('LV** **** 5001');
    within(receipt).getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalled();
  });

  it('shows a deposit’s fee and what reached the balance, and a refund in words', async () => {
    installFakeApi({
      '/api/cashier/getdepositinfo': () =>
        ok(
          depositInfo({ id: 45, method: 'demo-ewallet', amount: money(15), fee: money(0.23), credited: money(14.77), status: 'refunded' }),
        ),
    });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=45' });
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).toHaveTextContent('Fee€0.23');
    expect(receipt).toHaveTextContent('Added to your balance€14.77');
    expect(receipt).toHaveTextContent('StatusRefunded');
    expect(receipt).toHaveTextContent('MethodE-wallet');
    expect(receipt).toHaveTextContent('This payment was refunded to where it came from, and its amount left your balance.');
  });

  it('a deposit refunded in part shows how much went back, and that the rest stays', async () => {
    installFakeApi({
      '/api/cashier/getdepositinfo': () =>
        ok(depositInfo({ id: 47, amount: money(50), credited: money(50), refunded: money(20), status: 'partially_refunded' })),
    });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=47' });
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).toHaveTextContent('StatusPartly refunded');
    expect(receipt).toHaveTextContent('Refunded€20.00');
    expect(receipt).toHaveTextContent(
      '€20.00 of this payment was refunded to where it came from and left your balance; the rest of it stays.',
    );
  });

  it('a deposit without a fee shows no fee lines; a refund under review says nothing was taken', async () => {
    installFakeApi({ '/api/cashier/getdepositinfo': () => ok(depositInfo({ id: 46, status: 'refund_review' })) });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=46' });
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).not.toHaveTextContent('Fee');
    expect(receipt).toHaveTextContent('Refund under review');
    expect(receipt).toHaveTextContent('nothing has been taken from your balance');
  });

  it('without an id shows the latest deposit, or says there is none', async () => {
    installFakeApi({ '/api/cashier/gethistory': () => ok({ items: [], total: 0 }) });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt' });
    expect(await screen.findByText('You have no deposits yet.')).toBeInTheDocument();
  });

  it('prints a withdrawal by its id: status, amount, method, the bank by name, masked IBAN and both dates', async () => {
    const { callsTo } = installFakeApi({
      '/api/cashier/gethistory': () => ok({ items: [], total: 0 }),
      '/api/cashier/getwithdrawalinfo': () => ok(withdrawal()),
      '/api/cashier/getbanks': banks,
    });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=12&type=withdrawal' });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { name: 'Withdrawal #12' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('€120.00');
    expect(receipt).toHaveTextContent('Pending');
    expect(receipt).toHaveTextContent('MethodBank transfer');
    expect(receipt).not.toHaveTextContent('demo-bank-transfer');
    expect(receipt).toHaveTextContent('LV** **** 5001');
    expect(receipt).toHaveTextContent('Account holderAnna Berzina');
    expect(await within(receipt).findByText('Swedbank')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Created20.11.2026');
    expect(receipt).toHaveTextContent('Last change21.11.2026');
    expect(receipt).not.toHaveTextContent('Site');
    expect(within(receipt).getByRole('link', { name: 'All withdrawals' })).toHaveAttribute('href', '/cashier/history?tab=withdrawal');
    expect(Object.fromEntries(callsTo('/api/cashier/getwithdrawalinfo')[0]!.url.searchParams)).toMatchObject({ id: '12' });
    expect(callsTo('/api/cashier/getdepositinfo')).toHaveLength(0);
    expect(callsTo('/api/cashier/gethistory')).toHaveLength(0);
  });

  it('says why a withdrawal was declined', async () => {
    installFakeApi({
      '/api/cashier/gethistory': () => ok({ items: [], total: 0 }),
      '/api/cashier/getwithdrawalinfo': () =>
        ok(withdrawal({ status: 'declined', can_cancel: false, decline_reason: 'requisites_mismatch', requisites: {} })),
    });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=12&type=withdrawal' });
    const receipt = await screen.findByTestId('receipt');
    expect(receipt).toHaveTextContent('Declined');
    expect(receipt).toHaveTextContent('ReasonThe payment details do not match the account holder.');
  });

  it('without an id shows the latest withdrawal, or says there is none; a refusal is shown in words', async () => {
    installFakeApi({
      '/api/cashier/gethistory': (url) =>
        url.searchParams.get('type') === 'withdrawal'
          ? ok({ items: [historyItem({ id: 30, type: 'withdrawal' })], total: 1 })
          : failure('InternalServerError', 500),
      '/api/cashier/getwithdrawalinfo': (url) => ok(withdrawal({ id: Number(url.searchParams.get('id')), requisites: {} })),
    });
    const { unmount } = renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?type=withdrawal' });
    expect(within(await screen.findByTestId('receipt')).getByRole('heading', { name: 'Withdrawal #30' })).toBeInTheDocument();
    unmount();

    installFakeApi({ '/api/cashier/gethistory': () => ok({ items: [], total: 0 }) });
    const second = renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?type=withdrawal' });
    expect(await screen.findByText('You have no withdrawals yet.')).toBeInTheDocument();
    second.unmount();

    installFakeApi({
      '/api/cashier/gethistory': () => ok({ items: [], total: 0 }),
      '/api/cashier/getwithdrawalinfo': () => failure('InvalidParameter', 400),
    });
    renderWithProviders(<ReceiptPage />, { route: '/cashier/receipt?id=99&type=withdrawal' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
