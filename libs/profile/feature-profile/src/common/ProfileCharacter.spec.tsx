import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { imagePlaceholder } from '@nfx/ui';
import { RemoteRoutes } from '../RemoteRoutes';
import { baseRoutes, installFetch, ok, withProviders } from '../test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const character = { id: 2, sysname: 'sorceress', name: 'Ruby the Sorceress', image: '/static/characters/2.svg' };
const info = (chosen: typeof character | null) => ({
  id: 7,
  uid: 7,
  is_active: true,
  points: 120,
  expCount: 620,
  pointsAlias: 'Coins',
  character: chosen,
  levels: [{ id: 1, sysname: 'bronze', name: 'Bronze', minValue: 0, maxValue: 500, progress: 24, isCurrent: true, isReached: true }],
});

function renderAt(path: string, loyalty: Record<string, unknown> | undefined, chosen: typeof character | null = character) {
  const api = installFetch({
    ...baseRoutes(),
    '/nfx/cms-config/en': () => ({ body: { settings: { validator: { messages: {} } }, ...(loyalty && { loyalty }) } }),
    '/api/loyalty/getinfo': () => ok(info(chosen)),
    '/api/cashbacks/get': () => ok({ items: [], total: 0 }),
  });
  render(withProviders(<RemoteRoutes section="profile" />, path));
  return api;
}

const everywhere = {
  isEnableLoyalty: true,
  isEnableCharacters: true,
  placesWhereDisplayedCharacters: ['profile-page', 'profile-loyalty-pages'],
};

describe('the character on the profile pages', () => {
  it('shows the chosen character on a profile page when the configuration places it there', async () => {
    renderAt('/cashback', everywhere);
    const shown = await screen.findByTestId('profile-character');
    expect(shown).toHaveTextContent('Your character: Ruby the Sorceress');
    expect(shown.querySelector('img')).toHaveAttribute('src', '/static/characters/2.svg');
  });

  it("keeps the portrait's box with a placeholder when it fails to load, and logs the address once (spec §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderAt('/cashback', everywhere, { ...character, image: '/cms/characters/ruby-gone.png' });
      const portrait = (await screen.findByTestId('profile-character')).querySelector('img')!;
      expect(portrait).toHaveAttribute('src', '/cms/characters/ruby-gone.png');
      fireEvent.error(portrait);
      expect(screen.getByTestId('profile-character').querySelector('img')).toBe(portrait);
      expect(portrait).toHaveAttribute('src', imagePlaceholder(40, 40));
      expect(portrait).toHaveAttribute('data-image-placeholder');
      expect(portrait).toHaveAttribute('alt', '');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/ruby-gone.png');
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    [
      'the place is not configured',
      { isEnableCharacters: true, placesWhereDisplayedCharacters: ['loyalty-page', 'profile-loyalty-pages'] },
    ],
    ['characters are off', { isEnableCharacters: false, placesWhereDisplayedCharacters: ['profile-page'] }],
    ['loyalty is off', { isEnableLoyalty: false, placesWhereDisplayedCharacters: ['profile-page'] }],
    ['the site has no loyalty configuration', undefined],
  ])('shows nothing and asks nothing when %s', async (_case, loyalty) => {
    const { callsTo } = renderAt('/cashback', loyalty);
    expect(await screen.findByRole('link', { name: 'Cashback' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/cashbacks/get')).toHaveLength(1));
    expect(callsTo('/api/loyalty/getinfo')).toHaveLength(0);
    expect(screen.queryByTestId('profile-character')).not.toBeInTheDocument();
  });

  it('shows nothing for a player who has not chosen a character', async () => {
    const { callsTo } = renderAt('/cashback', everywhere, null);
    await waitFor(() => expect(callsTo('/api/loyalty/getinfo')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Cashback' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-character')).not.toBeInTheDocument();
  });

  it('appears once on the loyalty tab, which shows it under its own place', async () => {
    renderAt('/loyalty', everywhere);
    expect(await screen.findByText('Your character: Ruby the Sorceress')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-character')).not.toBeInTheDocument();
  });
});
