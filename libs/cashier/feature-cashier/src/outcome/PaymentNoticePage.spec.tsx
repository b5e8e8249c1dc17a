import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { installFakeApi } from '@nfx/api-client/testing';
import { paths } from '@nfx/paths';
import { RemoteRoutes } from '../RemoteRoutes';
import { renderWithProviders } from '../testing/render';

/** Mounted through the remote's own route tree, so the test also proves which page each address opens. */
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/cashier/*" element={<RemoteRoutes section="cashier" />} />
    </Routes>,
    { route },
  );
}

describe('payment notice pages without a transaction', () => {
  it.each([
    [
      paths.cashier.payMobile(),
      'Confirm the payment on your phone',
      'Follow the instructions in your mobile banking app to finish the payment.',
    ],
    [
      paths.cashier.payNewWindow(),
      'Payment opened in a new window',
      'Complete the payment in the new window. If it did not open, try again.',
    ],
  ])('%s says what to do next, announces it, and leads back to the deposit or its history', async (route, title, description) => {
    const { callsTo } = installFakeApi({});
    renderAt(route);
    const page = await screen.findByRole('region', { name: title });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    // A screen reader hears the instruction: it is the page's live status.
    expect(within(page).getByRole('status')).toHaveTextContent(description);
    expect(within(page).getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
    expect(within(page).getByRole('link', { name: 'Deposit history' })).toHaveAttribute('href', '/cashier/history?tab=deposit');
    // Neither claims an outcome: there is no transaction to look up, so nothing is asked.
    expect(within(page).queryByText(/successful|failed|cancelled/i)).toBeNull();
    expect(callsTo('/api/cashier/getdepositinfo')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });
});
