import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountInfo, game } from '../testing/fixtures';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { optionsOf } from '../testing/games-options';
import { renderWithProviders } from '../testing/render';
import { TournamentGamesPage } from './TournamentGamesPage';

const TOTAL = 30;

function tournamentGamesApi() {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(0)),
    '/api/games/get': (url) => {
      const { offset = 0, count = 18 } = optionsOf(url) as { offset?: number; count?: number };
      const items = Array.from({ length: Math.max(0, Math.min(count, TOTAL - offset)) }, (_, index) => game(offset + index));
      return ok({ items, total: TOTAL, offset, count });
    },
  });
}

const pagination = () => screen.getByRole('navigation', { name: 'Pages' });
const tileNames = () =>
  within(screen.getByRole('list', { name: 'Games of the tournament' }))
    .getAllByTestId('game-tile')
    .map((tile) => tile.getAttribute('data-sysname'));

describe('tournament games pagination', () => {
  it('shows 12 games a page with numbered pages, the current one marked, driven by ?page=', async () => {
    const { callsTo } = tournamentGamesApi();
    renderWithProviders(<TournamentGamesPage />, { route: '/tournaments/4/gamehall', path: '/tournaments/:id/gamehall' });
    await screen.findByText('Game 0');
    expect(tileNames()).toHaveLength(12);
    expect(optionsOf(callsTo('/api/games/get')[0]!.url)).toMatchObject({
      tournament_id: 4,
      offset: 0,
      count: 12,
    });

    const nav = pagination();
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);
    // No previous page from the first one: said to be unavailable, and following it goes nowhere.
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/4\/gamehall$/);

    const next = within(nav).getByRole('link', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(await screen.findByText('Game 12')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournaments/4/gamehall?page=2');
    expect(within(pagination()).getByRole('link', { name: 'Next page' })).toHaveFocus();
    expect(tileNames()[0]).toBe('game-12');
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tournaments/4/gamehall');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens the page of the address, keeps other parameters in the links, and ends at the last page', async () => {
    const { callsTo } = tournamentGamesApi();
    renderWithProviders(<TournamentGamesPage />, {
      route: '/tournaments/4/gamehall?page=3&utm_source=mail',
      path: '/tournaments/:id/gamehall',
    });
    expect(await screen.findByText('Game 24')).toBeInTheDocument();
    expect(tileNames()).toHaveLength(TOTAL - 24);
    expect(optionsOf(callsTo('/api/games/get')[0]!.url)).toMatchObject({ offset: 24, count: 12 });
    const nav = pagination();
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tournaments/4/gamehall?utm_source=mail');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/tournaments/4/gamehall?page=2&utm_source=mail');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(within(nav).getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByText('Game 0')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/4\/gamehall\?utm_source=mail$/);
  });

  it('has no pagination when one page holds every game', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo(0)),
      '/api/games/get': () => ok({ items: [game(1)], total: 1, offset: 0, count: 12 }),
    });
    renderWithProviders(<TournamentGamesPage />, { route: '/tournaments/4/gamehall', path: '/tournaments/:id/gamehall' });
    await screen.findByText('Game 1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
  it("sets up a signed-in player's likes and free spins with the tiles, not under the placeholders", async () => {
    let answerGames!: () => void;
    const gamesAnswered = new Promise<void>((resolve) => (answerGames = resolve));
    const { callsTo } = installFakeApi({
      '/api/account/getInfo': () => ok(accountInfo(7)),
      '/api/games/getLikes': () => ok({ sysnames: [] }),
      '/api/freespins/get': () => ok({ items: [], total: 0 }),
      '/api/games/get': async () => {
        await gamesAnswered;
        return ok({ items: [game(1)], total: 1, offset: 0, count: 12 });
      },
    });
    renderWithProviders(<TournamentGamesPage />, { route: '/tournaments/4/gamehall', path: '/tournaments/:id/gamehall' });
    await waitFor(() => expect(callsTo('/api/games/get')).toHaveLength(1));
    // Time enough for the session, likes and free-spins calls to go out (their answers are immediate).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('game-grid-skeleton')).toBeInTheDocument();
    expect(callsTo('/api/games/getLikes')).toHaveLength(0);
    expect(callsTo('/api/freespins/get')).toHaveLength(0);

    answerGames();
    await screen.findByText('Game 1');
    await waitFor(() => expect(callsTo('/api/games/getLikes')).toHaveLength(1));
    expect(callsTo('/api/freespins/get')).toHaveLength(1);
  });
});
