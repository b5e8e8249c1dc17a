import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { DepositStatus } from '@nfx/api-contract';
import { accountInfo, depositInfo, money } from '../testing/fixtures';
import { installFakeApi, ok, failure } from '@nfx/api-client/testing';
import { HeaderBalance } from '../testing/HeaderBalance';
import { renderWithProviders } from '../testing/render';
import { PaymentNoticePage } from './PaymentNoticePage';
import { PaymentOutcomePage } from './PaymentOutcomePage';
import { PAYMENT_BACK_URL_STORAGE_KEY } from './payment-back-url';

jest.setTimeout(30_000);

function renderOutcome(route: string) {
  return renderWithProviders(
    <>
      <HeaderBalance />
      <Routes>
        <Route path="/cashier/paysuccess/:transaction" element={<PaymentOutcomePage expected="success" />} />
        <Route path="/cashier/paypending/:transaction" element={<PaymentOutcomePage expected="pending" />} />
        <Route path="/cashier/payfail/:transaction" element={<PaymentOutcomePage expected="fail" />} />
        <Route path="/cashier/paycancel" element={<PaymentNoticePage notice="cancel" />} />
      </Routes>
    </>,
    { route },
  );
}

describe('payment outcome pages', () => {
  afterEach(() => localStorage.clear());

  it('turns "being processed" into success on screen when the deposit settles, and the balance follows', async () => {
    let looks = 0;
    let main = 100;
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/account/getBalance': () => ok(accountInfo({ balance_main: money(main) })),
      '/api/cashier/getdepositinfo': () => {
        // The provider settles the deposit between the first and the second look.
        looks += 1;
        const status: DepositStatus = looks === 1 ? 'pending' : 'success';
        if (status === 'success') main = 150;
        return ok(depositInfo({ status, amount: money(50) }));
      },
    });
    renderOutcome('/cashier/paypending/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment is being processed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('outcome-status')).toHaveTextContent('Your deposit of €50.00 is being processed.'));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€100.00'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('outcome-status')).toHaveTextContent('€50.00 has been added to your balance.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/paysuccess/31'));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€150.00'));
    expect(screen.getByRole('link', { name: 'Go to games' })).toHaveAttribute('href', '/gamehall');
    const asked = callsTo('/api/cashier/getdepositinfo').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Settled: no more polling.
    expect(callsTo('/api/cashier/getdepositinfo')).toHaveLength(asked);
  });

  it('a paid deposit that was refunded later says so on its success address, and stops asking', async () => {
    const { callsTo } = installFakeApi({
      '/api/cashier/getdepositinfo': () => ok(depositInfo({ status: 'refunded', amount: money(50) })),
    });
    renderOutcome('/cashier/paysuccess/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByTestId('outcome-status')).toHaveTextContent('Your deposit of €50.00 was refunded to where it came from.');
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/cashier/paysuccess/31');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('/api/cashier/getdepositinfo')).toHaveLength(1);
  });

  it('never claims a success the deposit does not have', async () => {
    installFakeApi({ '/api/cashier/getdepositinfo': () => ok(depositInfo({ status: 'failed' })) });
    renderOutcome('/cashier/paysuccess/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/payfail/31'));
  });

  it('offers the stored payment backUrl after a success instead of the game hall', async () => {
    localStorage.setItem(PAYMENT_BACK_URL_STORAGE_KEY, '/promotions');
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo()),
      '/api/account/getBalance': () => ok(accountInfo()),
      '/api/cashier/getdepositinfo': () => ok(depositInfo({ status: 'success' })),
    });
    renderOutcome('/cashier/paysuccess/31');
    const back = await screen.findByRole('link', { name: 'Back to where you were' });
    expect(back).toHaveAttribute('href', '/promotions');
  });

  it('a failure address of an unknown deposit still says the payment failed', async () => {
    installFakeApi({ '/api/cashier/getdepositinfo': () => failure('InvalidParameter', 400) });
    renderOutcome('/cashier/payfail/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
  });

  it('a success address of a deposit that cannot be found explains instead of celebrating', async () => {
    installFakeApi({ '/api/cashier/getdepositinfo': () => failure('InvalidParameter', 400) });
    renderOutcome('/cashier/paysuccess/999');
    await waitFor(() => expect(screen.getByTestId('outcome-status')).toHaveTextContent('Some fields are filled in incorrectly.'));
    expect(screen.queryByText('Payment successful')).toBeNull();
  });

  it('the cancel page leads back to the deposit', async () => {
    installFakeApi({});
    renderOutcome('/cashier/paycancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
  });
});
