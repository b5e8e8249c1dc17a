import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, offer, offers } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { OffersPage } from './OffersPage';

jest.setTimeout(30_000);

function setUp(uid: number, items = offers, take: () => Response = () => ok({ offer_id: 1, bonus: null })) {
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(uid)),
    '/api/campaigns/getoffers': () => ok({ items, total: items.length }),
    '/api/campaigns/takepromotions': take,
  });
  return { ...api, user: userEvent.setup() };
}

const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;

describe('promotions list', () => {
  it('shows a card per offer with its terms and a link to its page under the section', async () => {
    setUp(7);
    renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const welcome = await card('Welcome bonus');
    expect(within(welcome).getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/promotions/1');
    expect(welcome).toHaveTextContent('100% of your first deposit, up to 200.');
    expect(welcome).toHaveTextContent('100% of your deposit');
    expect(welcome).toHaveTextContent('€200');
    expect(within(await card('Reload bonus')).getByRole('link')).toHaveAttribute('href', '/promotions/2');
  });

  it('takes the offer once with an Idempotency-Key and opens the deposit form with it chosen', async () => {
    const { user, callsTo } = setUp(7);
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    await user.click(within(await card('Reload bonus')).getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?offer_id=2'));
    const calls = callsTo('/api/campaigns/takepromotions');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ offer_id: '2' });
    expect(idempotencyKeyOf(calls[0]!.init)).toEqual(expect.any(String));
  });

  it('asks a visitor to sign in instead of calling the API', async () => {
    const { user, callsTo } = setUp(0);
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    await user.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offers?show_popup_auth=1'));
    expect(callsTo('/api/campaigns/takepromotions')).toHaveLength(0);
  });

  it('says why an offer cannot be taken: not eligible, or refused by the API', async () => {
    const { user } = setUp(7, [offer({ user_satisfies_params: false }), offers[1]!], () =>
      failure('InvalidRequest', 400, { code: 'offer_already_taken' }),
    );
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    const welcome = await card('Welcome bonus');
    expect(within(welcome).queryByRole('button')).toBeNull();
    expect(welcome).toHaveTextContent('This offer is not available on your account any more.');
    await user.click(within(await card('Reload bonus')).getByRole('button', { name: 'Take the offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already taken this offer.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offers$/);
  });
});
