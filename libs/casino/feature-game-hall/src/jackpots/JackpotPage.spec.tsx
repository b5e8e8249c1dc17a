import { screen, within } from '@testing-library/react';
import type { Jackpot, JackpotWin } from '@nfx/api-contract';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { JackpotPage } from './JackpotPage';

const money = (amount: number) => ({ amount, currency: 'USD' });

const mini: Jackpot = {
  id: 1,
  sysname: 'mini',
  name: 'Mini',
  value: money(120.5),
  image_url: '/img/resize/360x240/jackpots/mini.webp',
  image_url_2x: '/img/resize/360x240@2x/jackpots/mini.webp',
  games: [],
  last_won_at: '2024-05-01T12:00:00Z',
};

function win(id: number, player: string, game: JackpotWin['game']): JackpotWin {
  return { id, jackpot: { sysname: 'mini', name: 'Mini' }, player, amount: money(50), game, won_at: '2024-05-01T12:00:00Z' };
}

describe('jackpot page', () => {
  it('lists a win whose game has left the catalogue, without a link to it', async () => {
    installFakeApi({
      '/api/Jackpots/get': () => ok({ items: [mini], total: 1 }),
      '/api/Jackpots/getWinners': () =>
        ok({ items: [win(2, 'Ma***er', { sysname: 'gold-rush', name: 'Gold Rush' }), win(1, 'De***er', null)] }),
    });
    renderWithProviders(<JackpotPage />, { route: '/jackpots/mini', path: '/jackpots/:id' });

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Gold Rush' })).toHaveAttribute('href', '/game/gold-rush');
    expect(within(rows[2]!).getByText('De***er')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('puts the value and the winners before the games, and a pool with wins is never "not won yet"', async () => {
    installFakeApi({
      '/api/Jackpots/get': () => ok({ items: [{ ...mini, last_won_at: null, games: ['gold-rush'] }], total: 1 }),
      '/api/Jackpots/getWinners': () => ok({ items: [win(2, 'Ma***er', { sysname: 'gold-rush', name: 'Gold Rush' })] }),
      '/api/games/get': () => ok({ items: [], total: 0 }),
    });
    renderWithProviders(<JackpotPage />, { route: '/jackpots/mini', path: '/jackpots/:id' });

    await screen.findByRole('table');
    const winners = screen.getByRole('heading', { level: 3, name: 'Latest winners' });
    const games = screen.getByRole('heading', { level: 3, name: 'Games in this jackpot' });
    expect(winners.compareDocumentPosition(games) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/^Last won/)).toBeInTheDocument();
    expect(screen.queryByText('Not won yet')).toBeNull();
  });
});
