import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const upcoming = footballEvent(2, 'Everton', 'Fulham', 'prematch');
const other = footballEvent(3, 'Leeds', 'Wolves', 'prematch');

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/account/getBalance': () => ok(account),
    '/api/betting/getsports': () => ok({ items: [{ sport: 'football', live: 0, upcoming: 2, competitions: [] }] }),
    '/api/betting/getevents': (url) => ok({ items: url.searchParams.get('status') === 'live' ? [] : [upcoming, other] }),
    '/api/betting/getbets': () => ok({ items: [], total: 0 }),
    // No free bets: the stake is the player's own money.
    '/api/BettingBonuses/get': () => ok({ items: [], total: 0 }),
  });
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

/** The board with the named prices added to the slip, its sheet open. */
async function slipWith(...prices: string[]) {
  const user = userEvent.setup();
  renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting', path: 'betting/*' });
  for (const price of prices) await user.click(await screen.findByRole('button', { name: price }));
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  // Below 992 px (jsdom has no width) the slip is a bottom sheet, folded to its handle.
  await user.click(within(slip).getByRole('button', { name: /^Bet slip \(\d+\)/ }));
  return { user, slip };
}

describe('the bet slip', () => {
  it('takes a selection out with its Remove button, and the board’s price is no longer marked as chosen', async () => {
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40', 'Leeds – Wolves: Leeds at 1.85');
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(slip).getByRole('button', { name: 'Remove Draw from the slip' }));
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(slip).queryByText('Draw')).toBeNull();
    expect(within(slip).getByText('Leeds')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Bet slip (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Everton – Fulham: Draw at 3.40' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Leeds – Wolves: Leeds at 1.85' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(slip).getByRole('button', { name: 'Remove Leeds from the slip' }));
    expect(within(slip).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(slip).getByText('Choose a price to add it to your slip.')).toBeInTheDocument();
    expect(within(slip).queryByLabelText('Stake')).toBeNull();
  });

  it('takes a price change into the line kept for it: nothing comes in above the stake and the accept box the player may be pressing', async () => {
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    await user.type(within(slip).getByLabelText('Stake'), '2');
    const box = within(slip).getByRole('checkbox', { name: 'Accept odds changes' });
    const above = () =>
      [...slip.querySelectorAll('*')].filter((element) => element.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = above();

    // A line added above the box between a press and its release moved it from under the pointer: the click missed it.
    act(() =>
      FakeEventSource.last!.emit('update', {
        event: { id: 2, status: 'prematch', clock: 0, home_score: 0, away_score: 0 },
        markets: [],
        selections: [{ id: 202, price: 355 }],
      }),
    );
    expect(within(slip).getByText('Price changed from 3.40 to 3.55')).toBeInTheDocument();
    expect(
      above()
        .filter((element) => !before.includes(element))
        .map((element) => element.outerHTML),
    ).toEqual([]);
    expect(above()).toHaveLength(before.length);
    // Its announcement to a screen reader comes after the controls.
    const status = within(slip).getByRole('status');
    expect(status).toHaveTextContent('Prices in your bet slip have changed.');
    expect(box.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows what a paid single may pay: the stake times its price, rounded down to the cent as the API pays', async () => {
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    const payout = () => within(slip).getByText('Potential payout').nextSibling;
    expect(within(slip).getByText('Odds').nextSibling).toHaveTextContent('3.40');
    expect(within(slip).queryByText('Potential payout')).toBeNull();

    await user.type(within(slip).getByLabelText('Stake'), '12.50');
    expect(payout()).toHaveTextContent('€42.50');
    // 1.07 × 3.40 = 3.638: the player is promised 3.63, not 3.64.
    await user.clear(within(slip).getByLabelText('Stake'));
    await user.type(within(slip).getByLabelText('Stake'), '1.07');
    expect(payout()).toHaveTextContent('€3.63');
    // A paid stake comes back with the win: no free bet's "winnings" wording.
    expect(within(slip).queryByText('Potential winnings')).toBeNull();
  });
});
