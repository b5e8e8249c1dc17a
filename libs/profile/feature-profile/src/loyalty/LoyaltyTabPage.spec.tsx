import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { RemoteRoutes } from '../RemoteRoutes';
import { baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const info = {
  id: 7,
  uid: 7,
  is_active: true,
  points: 120,
  expCount: 620,
  pointsAlias: 'Coins',
  character: { id: 2, sysname: 'sorceress', name: 'Ruby the Sorceress', image: '/static/characters/2.svg' },
  levels: [
    { id: 1, sysname: 'bronze', name: 'Bronze', minValue: 0, maxValue: 500, progress: 100, isCurrent: false, isReached: true },
    { id: 2, sysname: 'silver', name: 'Silver', minValue: 500, maxValue: 2000, progress: 8, isCurrent: true, isReached: true },
  ],
};

function renderTab(cms: Record<string, unknown>, routes: Record<string, Handler> = {}, path = '/loyalty') {
  const api = installFetch({
    ...baseRoutes(),
    '/nfx/cms-config/en': () => ({ body: { settings: { validator: { messages: {} } }, ...cms } }),
    '/api/loyalty/getinfo': () => ok(info),
    ...routes,
  });
  const { container } = render(withProviders(<RemoteRoutes section="profile" />, path));
  return { ...api, container };
}

describe('profile loyalty tab', () => {
  it('shows points, the current level with its progress, the character and the way to the programme and the shop', async () => {
    renderTab({ loyalty: { isEnableLoyalty: true, isEnableCharacters: true, placesWhereDisplayedCharacters: ['profile-loyalty-pages'] } });
    const tab = await screen.findByTestId('profile-loyalty');
    expect(await within(tab).findByText('120 Coins')).toBeInTheDocument();
    expect(within(tab).getByText('Level Silver: 8 % of the way to the next one')).toBeInTheDocument();
    expect(within(tab).getByRole('progressbar', { name: 'Progress through level Silver' })).toHaveAttribute('value', '8');
    expect(within(tab).getByText('Your character: Ruby the Sorceress')).toBeInTheDocument();
    expect(within(tab).getByRole('link', { name: 'Loyalty shop' })).toHaveAttribute('href', '/loyalty/shop');
    expect(screen.getByRole('link', { name: 'Loyalty' })).toBeInTheDocument();
  });

  it('leaves the character out where the configuration does not show it', async () => {
    renderTab({ loyalty: { isEnableCharacters: true, placesWhereDisplayedCharacters: ['loyalty-page'] } });
    expect(await screen.findByText('120 Coins')).toBeInTheDocument();
    expect(screen.queryByText(/Your character/)).not.toBeInTheDocument();
  });

  it('is not found, and asks nothing, when loyalty is switched off', async () => {
    const { container, callsTo } = renderTab({ loyalty: { isEnableLoyalty: false } });
    await waitFor(() => expect(container.querySelector('[data-page="not-found"]')).not.toBeNull());
    expect(callsTo('/api/loyalty/getinfo')).toHaveLength(0);
  });

  it('leaves the loyalty tab out of the profile’s links when loyalty is switched off', async () => {
    renderTab({ loyalty: { isEnableLoyalty: false } }, {}, '/cashback');
    expect(await screen.findByRole('link', { name: 'Cashback' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Loyalty' })).not.toBeInTheDocument());
  });

  it("a configured coin that fails gives way to the API's coin, a failed portrait to a placeholder, each logged once (spec §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderTab(
        {
          loyalty: {
            isEnableLoyalty: true,
            isEnableCharacters: true,
            placesWhereDisplayedCharacters: ['profile-loyalty-pages'],
            coinIcon: '/cms/coin-gone.png',
          },
        },
        { '/api/loyalty/getinfo': () => ok({ ...info, character: { ...info.character, image: '/cms/characters/ruby-gone.png' } }) },
      );
      const tab = await screen.findByTestId('profile-loyalty');
      await within(tab).findByText('Your character: Ruby the Sorceress');
      const coin = tab.querySelector('img[src="/cms/coin-gone.png"]')!;
      const portrait = tab.querySelector('img[src="/cms/characters/ruby-gone.png"]')!;

      fireEvent.error(coin);
      expect(coin).toHaveAttribute('src', '/static/loyalty/coin.svg');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/coin-gone.png');

      fireEvent.error(portrait);
      expect(portrait).toHaveAttribute('src', imagePlaceholder(48, 48));
      expect(portrait).toHaveAttribute('data-image-placeholder');
      expect(portrait).toHaveAttribute('width', '48');
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenLastCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/ruby-gone.png');
    } finally {
      warn.mockRestore();
    }
  });
});
