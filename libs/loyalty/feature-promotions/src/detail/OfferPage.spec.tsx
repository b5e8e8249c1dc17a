import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, offers } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { OfferPage } from './OfferPage';

jest.setTimeout(30_000);

function setUp(uid: number) {
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(uid)),
    '/api/campaigns/getoffers': () => ok({ items: offers, total: offers.length }),
    '/api/campaigns/takepromotions': () => ok({ offer_id: 1, bonus: null }),
  });
  return { ...api, user: userEvent.setup() };
}

describe('promotion page', () => {
  it('shows one offer with its full text and terms, and takes it to the deposit form', async () => {
    const { user, callsTo } = setUp(7);
    renderWithProviders(<OfferPage section="promotions" />, { route: '/promotions/1', path: '/promotions/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByText('100% of your first deposit, up to 200.')).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all promotions' })).toHaveAttribute('href', '/promotions');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?offer_id=1'));
    expect(callsTo('/api/campaigns/takepromotions')).toHaveLength(1);
  });

  it('is not found for an id no live offer has', async () => {
    setUp(0);
    renderWithProviders(<OfferPage section="offers" />, { route: '/offers/12', path: '/offers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
