import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { imagePlaceholder } from '@nfx/ui';
import { accountInfo, cmsConfig, loyaltyInfo, product } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { ShopPage } from './ShopPage';

jest.setTimeout(30_000);

function setUp(points: number, buy: () => Response = () => ok({ purchaseId: 1, productId: 11, points: points - 100 })) {
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo),
    '/nfx/cms-config/en': () => new Response(JSON.stringify(cmsConfig), { status: 200, headers: { 'content-type': 'application/json' } }),
    '/api/loyalty/getinfo': () => ok(loyaltyInfo({ points })),
    '/api/loyalty/getproducts': () =>
      ok({ items: [product(), product({ id: 12, sysname: 'spins-25', title: '25 free spins', price: 400, stock: 0 })] }),
    '/api/loyalty/buyproduct': buy,
  });
  renderWithProviders(<ShopPage />, { route: '/loyalty/shop' });
  return { ...api, user: userEvent.setup() };
}

describe('loyalty shop', () => {
  it('confirms, then buys once with an Idempotency-Key and shows the outcome', async () => {
    const { user, callsTo } = setUp(150);
    const card = (await screen.findByText('10 free spins')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(dialog).toHaveTextContent('Buy 10 free spins for 100 Coins?');
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('dialog', { name: 'Purchase complete' })).toHaveTextContent('You have 50 Coins left.');
    const calls = callsTo('/api/loyalty/buyproduct');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ id: '11' });
    expect(idempotencyKeyOf(calls[0]!.init)).toEqual(expect.any(String));
  });

  it('opens the insufficient-points popup instead of buying when points are short', async () => {
    const { user, callsTo } = setUp(40);
    const card = (await screen.findByText('10 free spins')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough points' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This costs 100 Coins and you have 40.');
    expect(callsTo('/api/loyalty/buyproduct')).toHaveLength(0);
  });

  it('turns the API’s insufficient-points refusal into the same popup, and disables what is out of stock', async () => {
    const { user } = setUp(150, () => failure('InvalidRequest', 400, { code: 'loyalty_points_insufficient' }));
    const soldOut = (await screen.findByText('25 free spins')).closest('li')!;
    expect(within(soldOut).getByRole('button', { name: 'Buy' })).toBeDisabled();
    const card = screen.getByText('10 free spins').closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough points' })).toBeInTheDocument();
  });

  it('shows each kind with what it gives, and a bought bonus leads to the player’s bonuses', async () => {
    const bonus = product({
      id: 13,
      sysname: 'bonus-5',
      kind: 'bonus_money',
      title: '5.00 bonus money',
      price: 250,
      freeSpins: null,
      bonusMoney: { amount: 5, currency: 'EUR' },
    });
    const api = installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo),
      '/nfx/cms-config/en': () => new Response(JSON.stringify(cmsConfig), { status: 200, headers: { 'content-type': 'application/json' } }),
      '/api/loyalty/getinfo': () => ok(loyaltyInfo({ points: 300 })),
      '/api/loyalty/getproducts': () => ok({ items: [product(), bonus] }),
      '/api/loyalty/buyproduct': () => ok({ purchaseId: 2, productId: 13, points: 50 }),
    });
    renderWithProviders(<ShopPage />, { route: '/loyalty/shop' });
    const user = userEvent.setup();
    const spins = (await screen.findByText('10 free spins')).closest('li')!;
    expect(spins).toHaveTextContent('Free spins');
    expect(spins).toHaveTextContent('You get 10 free spins.');
    const card = screen.getByText('5.00 bonus money').closest('li')!;
    expect(card).toHaveTextContent('Bonus money');
    expect(card).toHaveTextContent(/You get €\s?5\.00 of bonus money|You get 5\.00\s?€ of bonus money/);
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(dialog).toHaveTextContent('of bonus money, paid in your account currency.');
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    const done = await screen.findByRole('dialog', { name: 'Purchase complete' });
    expect(within(done).getByRole('link', { name: 'See your bonuses' })).toHaveAttribute('href', '/profile/bonuses');
    expect(within(done).queryByRole('link', { name: 'Play your free spins' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/loyalty/buyproduct')[0]!.body).toEqual({ id: '13' });
  });

  it('shows a character skin with the skin it unlocks, and leads to the character choice after buying', async () => {
    const skin = product({
      id: 14,
      sysname: 'skin-captain-gold',
      kind: 'character_skin',
      title: 'Golden Captain skin',
      price: 300,
      stock: 100,
      limitPerPlayer: 1,
      freeSpins: null,
      characterSkin: { id: 9, sysname: 'captain-gold', name: 'Golden Captain Ace', image: '/static/characters/9.svg' },
    });
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo),
      '/nfx/cms-config/en': () => new Response(JSON.stringify(cmsConfig), { status: 200, headers: { 'content-type': 'application/json' } }),
      '/api/loyalty/getinfo': () => ok(loyaltyInfo({ points: 400 })),
      '/api/loyalty/getproducts': () => ok({ items: [skin] }),
      '/api/loyalty/buyproduct': () => ok({ purchaseId: 3, productId: 14, points: 100 }),
    });
    renderWithProviders(<ShopPage />, { route: '/loyalty/shop' });
    const user = userEvent.setup();
    const card = (await screen.findByText('Golden Captain skin')).closest('li')!;
    expect(card).toHaveTextContent('Character skin');
    expect(card).toHaveTextContent('Unlocks Golden Captain Ace: pick it as your character.');
    expect(card).toHaveTextContent('Left in stock: 100');
    await user.click(within(card).getByRole('button', { name: 'Buy' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm your purchase' })).getByRole('button', { name: 'Buy now' }));
    const done = await screen.findByRole('dialog', { name: 'Purchase complete' });
    expect(within(done).getByRole('link', { name: 'Choose your character' })).toHaveAttribute('href', '/loyalty');
  });

  it('a coin or skin picture that fails gives way to the API coin, then a placeholder, logging each address once (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const skin = product({
        id: 15,
        sysname: 'skin-sorceress-night',
        kind: 'character_skin',
        title: 'Night Sorceress skin',
        freeSpins: null,
        characterSkin: { id: 10, sysname: 'sorceress-night', name: 'Night Ruby', image: '/cms/characters/night-gone.png' },
      });
      const config = { loyalty: { ...cmsConfig.loyalty, coinIcon: '/cms/coin-gone.png' } };
      installFakeApi({
        '/api/account/getInfo': () => ok(accountInfo),
        '/nfx/cms-config/en': () => new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } }),
        '/api/loyalty/getinfo': () => ok(loyaltyInfo({ points: 400 })),
        '/api/loyalty/getproducts': () => ok({ items: [skin] }),
      });
      const { container } = renderWithProviders(<ShopPage />, { route: '/loyalty/shop' });
      const card = (await screen.findByText('Night Sorceress skin')).closest('li')!;
      await screen.findByTestId('loyalty-points');
      const coins = () => [...container.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.includes('coin'));
      expect(coins().map((image) => image.getAttribute('src'))).toEqual(['/cms/coin-gone.png', '/cms/coin-gone.png']);

      // The badge's and the price's coin fail alike: both show the API's coin, the address is logged once.
      coins().forEach((image) => fireEvent.error(image));
      expect(coins().map((image) => image.getAttribute('src'))).toEqual(['/static/loyalty/coin.svg', '/static/loyalty/coin.svg']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/coin-gone.png');

      const portrait = card.querySelector('img[src="/cms/characters/night-gone.png"]')!;
      fireEvent.error(portrait);
      expect(portrait).toHaveAttribute('src', imagePlaceholder(64, 64));
      expect(portrait).toHaveAttribute('data-image-placeholder');
      expect(portrait).toHaveAttribute('alt', '');
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenLastCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/night-gone.png');
    } finally {
      warn.mockRestore();
    }
  });
});
