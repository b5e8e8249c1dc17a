import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { game, accountInfo } from '../testing/fixtures';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { optionsOf } from '../testing/games-options';
import { renderWithProviders } from '../testing/render';
import { GameHallPage } from './GameHallPage';

const TOTAL = 5000;

function hallApi({ signedIn = false } = {}) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(signedIn ? 7 : 0)),
    '/api/games/getCategories': () =>
      ok({ items: [{ id: 1, sysname: 'slots', name: 'Slots', games_count: TOTAL, position: 1 }], total: 1 }),
    '/api/games/getProviders': () => ok({ items: [], total: 0 }),
    '/api/games/getLikes': () => ok({ sysnames: [] }),
    '/api/freespins/get': () => ok({ items: [], total: 0 }),
    '/api/games/get': (url) => {
      const { offset = 0, count = 18 } = optionsOf(url) as { offset?: number; count?: number };
      const items = Array.from({ length: Math.max(0, Math.min(count, TOTAL - offset)) }, (_, index) => game(offset + index));
      return ok({ items, total: TOTAL, offset, count });
    },
  });
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollWindowTo(0));

describe('game hall grid', () => {
  it('renders a bounded number of tiles for 5,000 games and moves them with the scroll', async () => {
    const { callsTo } = hallApi();
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });

    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByTestId('game-tile').length).toBeGreaterThan(0));
    const tiles = within(list).getAllByTestId('game-tile');
    // A screenful plus overscan, not the whole catalogue.
    expect(tiles.length).toBeLessThan(80);
    expect(tiles[0]).toHaveAttribute('aria-setsize', String(TOTAL));
    expect(tiles[0]).toHaveAttribute('data-sysname', 'game-0');
    expect(screen.getByText('Games found: 5000')).toBeInTheDocument();

    // Scroll far down: the loaded pages follow, and the DOM still holds only the nearby rows.
    const pageHeight = () => Number.parseFloat(list.style.height);
    for (let step = 0; step < 6; step += 1) {
      const before = pageHeight();
      await act(async () => scrollWindowTo(before));
      await waitFor(() => expect(pageHeight()).toBeGreaterThan(before));
    }
    const after = within(list).getAllByTestId('game-tile');
    expect(after.length).toBeLessThan(80);
    expect(after.some((tile) => tile.getAttribute('data-sysname') === 'game-0')).toBe(false);
    expect(callsTo('/api/games/get').length).toBeGreaterThan(1);
  }, 30_000);

  it('sends the category and the comma-joined providers of the URL to games/get', async () => {
    const { callsTo } = hallApi();
    renderWithProviders(<GameHallPage />, { route: '/gamehall?category=slots&providers=alpha,beta&sort=name' });
    await screen.findByRole('list', { name: 'Games' });
    const url = callsTo('/api/games/get')[0]!.url;
    expect(optionsOf(url)).toMatchObject({ category: 'slots', providers: ['alpha', 'beta'], sort: 'name', offset: 0 });
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the catalogue message and retries after a failure', async () => {
    let fail = true;
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo(0)),
      '/api/games/getCategories': () => ok({ items: [], total: 0 }),
      '/api/games/get': () => (fail ? failure('UnknownError', 500) : ok({ items: [game(1)], total: 1, offset: 0, count: 96 })),
    });
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo(0)),
      '/api/games/getCategories': () => ok({ items: [], total: 0 }),
      '/api/games/get': () => ok({ items: [], total: 0, offset: 0, count: 96 }),
    });
    renderWithProviders(<GameHallPage />, { route: '/gamehall?search=zzz' });
    expect(await screen.findByText('No games match these filters.')).toBeInTheDocument();
  });
});
