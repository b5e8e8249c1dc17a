import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { accountInfo, game } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { GameHallPage } from './GameHallPage';

/** The hall with three games and the CMS's `isTitleClickable` (§3) as given. */
function renderHall(settings: Record<string, unknown>) {
  installFakeApi({
    '/nfx/cms-config/en': () => new Response(JSON.stringify({ settings }), { headers: { 'content-type': 'application/json' } }),
    '/api/account/getInfo': () => ok(accountInfo(0)),
    '/api/games/getCategories': () => ok({ items: [{ id: 1, sysname: 'slots', name: 'Slots', games_count: 3, position: 1 }], total: 1 }),
    '/api/games/getProviders': () => ok({ items: [], total: 0 }),
    '/api/games/getLikes': () => ok({ sysnames: [] }),
    '/api/freespins/get': () => ok({ items: [], total: 0 }),
    '/api/games/get': () => ok({ items: [game(0), game(1), game(2)], total: 3, offset: 0, count: 18 }),
  });
  renderWithProviders(<GameHallPage />, { route: '/gamehall' });
}

const firstTile = async () => (await screen.findAllByTestId('game-tile'))[0]!;

describe('game titles in the hall (CMS isTitleClickable)', () => {
  it('are part of the link to the game while on', async () => {
    renderHall({ isTitleClickable: true });
    const tile = await firstTile();
    const name = game(0).name;
    const link = within(tile).getByRole('link', { name });
    expect(within(link).getByText(name)).toBeInTheDocument();
  });

  it('are plain text while off; the artwork still leads to the game, named after it', async () => {
    renderHall({ isTitleClickable: false });
    const name = game(0).name;
    await waitFor(async () =>
      expect(
        within(await firstTile())
          .getByText(name)
          .closest('a'),
      ).toBeNull(),
    );
    const link = within(await firstTile()).getByRole('link', { name });
    expect(link).toHaveAttribute('href', expect.stringContaining(game(0).sysname));
    expect(within(link).queryByText(name)).toBeNull();
  });
});
