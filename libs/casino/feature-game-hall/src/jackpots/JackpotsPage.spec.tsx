import { screen, within } from '@testing-library/react';
import type { Jackpot, JackpotWin } from '@nfx/api-contract';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { JackpotsPage } from './JackpotsPage';

const money = (amount: number) => ({ amount, currency: 'USD' });

function pool(id: number, sysname: string, lastWonAt: string | null): Jackpot {
  return {
    id,
    sysname,
    name: sysname.toUpperCase(),
    value: money(1000 * id),
    image_url: `/img/resize/360x240/jackpots/${sysname}.webp`,
    image_url_2x: `/img/resize/360x240@2x/jackpots/${sysname}.webp`,
    games: [],
    last_won_at: lastWonAt,
  };
}

const win = (id: number, sysname: string): JackpotWin => ({
  id,
  jackpot: { sysname, name: sysname.toUpperCase() },
  player: 'Ma***er',
  amount: money(500),
  game: null,
  won_at: '2024-05-01T12:00:00Z',
});

/** `a` comes before `b` in the document (what a screen reader and a narrow screen show first). */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('jackpots page', () => {
  it('shows the pools with their values, then the latest wins; "not won yet" only for a pool without any', async () => {
    installFakeApi({
      // MINI has wins but no date of its own (seeded history); MAJOR has its date; MEGA was never won.
      '/api/Jackpots/get': () =>
        ok({ items: [pool(1, 'mini', null), pool(2, 'major', '2024-04-01T00:00:00Z'), pool(3, 'mega', null)], total: 3 }),
      '/api/Jackpots/getWinners': () => ok({ items: [win(2, 'mini'), win(1, 'major')] }),
    });
    renderWithProviders(<JackpotsPage />, { route: '/jackpots' });

    const table = await screen.findByRole('table');
    const pools = screen.getByRole('heading', { level: 2, name: 'Pools' });
    const winners = screen.getByRole('heading', { level: 2, name: 'Latest winners' });
    expect(precedes(pools, winners)).toBe(true);
    expect(precedes(winners, table)).toBe(true);

    const cards = screen.getAllByTestId('jackpot-card');
    expect(cards.map((card) => within(card).getByText(/^[A-Z]+$/).textContent)).toEqual(['MINI', 'MAJOR', 'MEGA']);
    expect(within(cards[0]!).getByText(/^Last won/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/^Last won/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Not won yet')).toBeInTheDocument();
    expect(screen.getAllByText('Not won yet')).toHaveLength(1);
    // The value leads the card; the artwork follows it.
    expect(precedes(within(cards[0]!).getByText('$1,000.00'), cards[0]!.querySelector('img')!)).toBe(true);

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'MINI' })).toHaveAttribute('href', '/jackpots/mini');
  });

  it('says nothing about a pool without a date until the wins are known', async () => {
    installFakeApi({
      '/api/Jackpots/get': () => ok({ items: [pool(1, 'mini', null)], total: 1 }),
      '/api/Jackpots/getWinners': () => new Promise<never>(() => undefined),
    });
    renderWithProviders(<JackpotsPage />, { route: '/jackpots' });
    expect(await screen.findByTestId('jackpot-card')).toBeInTheDocument();
    expect(screen.queryByText('Not won yet')).toBeNull();
  });
});
