import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import type { Bonus } from '@nfx/api-contract';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent, freeBet } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const upcoming = footballEvent(2, 'Everton', 'Fulham', 'prematch');
const other = footballEvent(3, 'Leeds', 'Wolves', 'prematch');

function api(freeBets: () => Bonus[], placebet = () => ok({})) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/account/getBalance': () => ok(account),
    '/api/betting/getsports': () => ok({ items: [{ sport: 'football', live: 0, upcoming: 2, competitions: [] }] }),
    '/api/betting/getevents': (url) => ok({ items: url.searchParams.get('status') === 'live' ? [] : [upcoming, other] }),
    '/api/betting/placebet': placebet,
    '/api/betting/getbets': () => ok({ items: [], total: 0 }),
    '/api/BettingBonuses/get': () => ok({ items: freeBets(), total: freeBets().length }),
  });
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

/** The board with one selection in the slip, its sheet open. */
async function slipWith(selectionName: string) {
  const user = userEvent.setup();
  renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting', path: 'betting/*' });
  await user.click(await screen.findByRole('button', { name: selectionName }));
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  // Below 992 px (jsdom has no width) the slip is a bottom sheet, folded to its handle.
  await user.click(within(slip).getByRole('button', { name: /^Bet slip \(\d+\)/ }));
  return { user, slip };
}

describe('the bet slip’s free bets', () => {
  it('offers the player’s free bets, locks the stake to the chosen one’s amount and places the bet with it', async () => {
    const { callsTo } = api(() => [freeBet(41)]);
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    const choice = await within(slip).findByRole('group', { name: 'Use a free bet' });
    expect(within(choice).getByRole('radio', { name: 'No, use my balance' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /Free bet €5\.00/ }));

    const stake = within(slip).getByLabelText('Stake');
    expect(stake).toHaveValue('5.00');
    expect(stake).toHaveAttribute('readonly');
    expect(stake).toHaveAccessibleDescription(/the stake is not returned/);
    // 5.00 at 3.40 returns 17.00; without the stake the winnings are 12.00.
    expect(within(slip).getByText('Potential winnings').nextSibling).toHaveTextContent('€12.00');

    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Bet placed with your free bet.')).toBeInTheDocument();
    const [call] = callsTo('/api/betting/placebet');
    expect(call!.body).toMatchObject({ stake: '5.00', free_bet_id: '41' });
  });

  it('is chosen and let go from the keyboard; letting go unlocks the stake', async () => {
    api(() => [freeBet(41), freeBet(42, null)]);
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    const choice = await within(slip).findByRole('group', { name: 'Use a free bet' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(3);
    within(choice).getByRole('radio', { name: 'No, use my balance' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: /Free bet €5\.00 \(odds 1\.50 or more\)/ })).toBeChecked();
    expect(within(slip).getByLabelText('Stake')).toHaveAttribute('readonly');
    await user.keyboard('{ArrowUp}');
    expect(within(choice).getByRole('radio', { name: 'No, use my balance' })).toBeChecked();
    expect(within(slip).getByLabelText('Stake')).not.toHaveAttribute('readonly');
    expect(within(slip).getByLabelText('Stake')).toHaveValue('');
  });

  it('says when the odds are below what the free bet needs and does not place the bet', async () => {
    const { callsTo } = api(() => [freeBet(41, 500)]);
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    await user.click(await within(slip).findByRole('radio', { name: /Free bet €5\.00/ }));
    expect(within(slip).getByText('This free bet needs odds of 5.00 or more.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(callsTo('/api/betting/placebet')).toHaveLength(0);
  });

  it('lets go of a free bet the API says was used and reads the list again', async () => {
    let list = [freeBet(41)];
    api(
      () => list,
      () => {
        list = [];
        return failure('InvalidRequest', 400, { code: 'free_bet_used' });
      },
    );
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    await user.click(await within(slip).findByRole('radio', { name: /Free bet €5\.00/ }));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('This free bet can no longer be used.');
    await waitFor(() => expect(within(slip).queryByRole('group', { name: 'Use a free bet' })).toBeNull());
    expect(within(slip).getByLabelText('Stake')).not.toHaveAttribute('readonly');
  });

  it('is not offered for several singles at once, since a free bet pays one bet', async () => {
    api(() => [freeBet(41)]);
    const { user, slip } = await slipWith('Everton – Fulham: Draw at 3.40');
    expect(await within(slip).findByRole('group', { name: 'Use a free bet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leeds – Wolves: Draw at 3.40' }));
    expect(within(slip).queryByRole('group', { name: 'Use a free bet' })).toBeNull();
  });
});
