import { configure, screen, within } from '@testing-library/react';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import type { Bet } from '@nfx/api-contract';
import { RemoteRoutes } from '../RemoteRoutes';
import { account } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const money = (amount: number) => ({ amount, currency: 'EUR' });

/** An open single on Arsenal at 1.85, for 5 EUR. */
const openBet = (id: number, freeBetId: number | null): Bet => ({
  id,
  kind: 'single',
  status: 'open',
  stake: money(5),
  price: 185,
  // A free bet's stake is not returned: it may pay the winnings only.
  potential_payout: money(freeBetId === null ? 9.25 : 4.25),
  payout: null,
  placed_at: '2026-11-25T18:00:00Z',
  settled_at: null,
  legs: [
    {
      selection_id: 101,
      event_id: 1,
      sport: 'football',
      home: 'Arsenal',
      away: 'Chelsea',
      starts_at: '2026-11-25T19:00:00Z',
      market: 'winner',
      line: null,
      code: 'home',
      price: 185,
      outcome: null,
    },
  ],
  free_bet_id: freeBetId,
});

describe('my bets', () => {
  it('marks the bet a free bet paid, and only that one', async () => {
    installFakeApi({
      '/api/account/getInfo': () => ok(account),
      '/api/account/getBalance': () => ok(account),
      '/api/betting/getbets': () => ok({ items: [openBet(2, 41), openBet(1, null)], total: 2 }),
    });
    renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting/bets', path: 'betting/*' });
    // The session is read first; the list appears once the player is known to be signed in.
    const list = await screen.findByRole('list', { name: 'Open' });
    await within(list).findByText('Paid with a free bet');
    const [paidByFreeBet, paidByPlayer] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(paidByFreeBet).toHaveTextContent('Paid with a free bet');
    expect(paidByFreeBet).toHaveTextContent('Potential payout: €4.25');
    expect(paidByPlayer).not.toHaveTextContent('Paid with a free bet');
  });
});
