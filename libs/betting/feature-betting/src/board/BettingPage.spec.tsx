import { configure, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const live = footballEvent(1, 'Arsenal', 'Chelsea', 'live');
const upcoming = footballEvent(2, 'Everton', 'Fulham', 'prematch');

function api(placebet = () => ok({})) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/account/getBalance': () => ok(account),
    '/api/betting/getsports': () => ok({ items: [{ sport: 'football', live: 1, upcoming: 1, competitions: [] }] }),
    '/api/betting/getevents': (url) => ok({ items: url.searchParams.get('status') === 'live' ? [live] : [upcoming] }),
    '/api/betting/placebet': placebet,
    '/api/betting/getbets': () => ok({ items: [], total: 0 }),
  });
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const renderBoard = () => renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting', path: 'betting/*' });

/** Opens the slip's sheet: below 992 px (jsdom has no width) the slip is a bottom sheet, folded to its handle. */
async function openSlip(user: ReturnType<typeof userEvent.setup>) {
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  await user.click(within(slip).getByRole('button', { name: /^Bet slip \(\d+\)/ }));
  return slip;
}

/** The live feed moves Arsenal's price from 1.85 to 2.10. */
function moveArsenalPrice() {
  act(() =>
    FakeEventSource.last!.emit('update', {
      event: { id: 1, status: 'live', clock: 40, home_score: 1, away_score: 0 },
      markets: [],
      selections: [{ id: 101, price: 210 }],
    }),
  );
}

describe('the betting board and slip', () => {
  it('adds two selections, shows a price change while the slip is open and places one accumulator at the prices shown', async () => {
    const { callsTo } = api(() => ok({}));
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Arsenal – Chelsea: Arsenal at 1.85' }));
    await user.click(await screen.findByRole('button', { name: 'Everton – Fulham: Over 2.5 at 1.90' }));
    const slip = await openSlip(user);
    expect(within(slip).getByText('Arsenal')).toBeInTheDocument();
    expect(within(slip).getByText('Over 2.5')).toBeInTheDocument();

    // The live price moves while the slip is open: the slip says so, politely.
    moveArsenalPrice();
    expect(within(slip).getByText('Price changed from 1.85 to 2.10')).toBeInTheDocument();
    expect(within(slip).getByRole('status')).toHaveTextContent('Prices in your bet slip have changed.');
    expect(screen.getByRole('button', { name: 'Arsenal – Chelsea: Arsenal at 2.10' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(slip).getByRole('button', { name: 'Accumulator' }));
    await user.type(within(slip).getByLabelText('Stake'), '5');
    await user.click(within(slip).getByRole('checkbox', { name: 'Accept odds changes' }));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));

    expect(await within(slip).findByText('Bets placed: 1.')).toBeInTheDocument();
    const [call] = callsTo('/api/betting/placebet');
    expect(JSON.parse(call!.body['selections']!)).toEqual([
      { id: 101, price: 185 },
      { id: 211, price: 190 },
    ]);
    expect(call!.body).toMatchObject({ stake: '5', accept_odds_changes: '1' });
    expect(idempotencyKeyOf(call!.init)).toBeTruthy();
  });

  it('keeps the control the player focused in the sheet in view when a price change adds lines above it', async () => {
    api(() => ok({}));
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Arsenal – Chelsea: Arsenal at 1.85' }));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText('Stake'), '5');
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    // jsdom lays nothing out: what is checked is that the focused control is asked back into view.
    const scrolled = jest.fn();
    place.scrollIntoView = scrolled;

    moveArsenalPrice();
    expect(within(slip).getByText('Price changed from 1.85 to 2.10')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(place).toHaveFocus();
  });

  it('shows the refusal of a changed price and lets the player take the new price', async () => {
    api(() => failure('InvalidRequest', 400, { code: 'price_changed', error_data: { prices: { '101': 230 } } }));
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Arsenal – Chelsea: Arsenal at 1.85' }));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText('Stake'), '2.50');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('A price has changed.');
    expect(within(slip).getByText('Price changed from 1.85 to 2.30')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Accept the new prices' }));
    expect(within(slip).queryByText('Price changed from 1.85 to 2.30')).toBeNull();
  });

  it('paints the sport filter and placeholder cards first, so the data arriving fills them in place instead of pushing the board down', async () => {
    const later = () => {
      let answer: (response: Response) => void = () => undefined;
      const response = new Promise<Response>((resolve) => (answer = resolve));
      return { response, answer };
    };
    const sports = later();
    const liveEvents = later();
    installFakeApi({
      '/api/account/getInfo': () => ok(account),
      '/api/betting/getsports': () => sports.response,
      '/api/betting/getevents': (url) => (url.searchParams.get('status') === 'live' ? liveEvents.response : ok({ items: [upcoming] })),
    });
    renderBoard();
    const filter = await screen.findByRole('navigation', { name: 'Sports' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['All sports', 'Football', 'Tennis', 'Basketball']);
    const football = within(filter).getByRole('button', { name: /^Football/ });
    const liveList = screen.getByRole('region', { name: 'Live now' });
    expect(liveList).toHaveAttribute('aria-busy', 'true');
    expect(within(liveList).queryAllByRole('article')).toHaveLength(0);
    expect(within(liveList).getByText('Loading…')).toBeInTheDocument();
    // The upcoming list has answered, but waits below the live one until that has its height.
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull();

    await act(async () => sports.answer(ok({ items: [{ sport: 'football', live: 1, upcoming: 1, competitions: [] }] })));
    expect(await within(football).findByText('(1 live, 1 upcoming)')).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: /^Football/ })).toBe(football);

    await act(async () => liveEvents.answer(ok({ items: [live] })));
    expect(await within(liveList).findByRole('article', { name: 'Arsenal – Chelsea' })).toBeInTheDocument();
    expect(liveList).toHaveAttribute('aria-busy', 'false');
    expect(within(liveList).queryByText('Loading…')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('article', { name: 'Everton – Fulham' })).toBeInTheDocument();
  });

  it('shows a handicap with its line for each side, in the slip too', async () => {
    api();
    const user = userEvent.setup();
    renderBoard();
    const [market] = await screen.findAllByRole('region', { name: 'Asian handicap' });
    expect(within(market!).getByRole('button', { name: 'Arsenal – Chelsea: Arsenal −1 at 2.40' })).toBeInTheDocument();
    await user.click(within(market!).getByRole('button', { name: 'Arsenal – Chelsea: Chelsea +1 at 1.55' }));
    const slip = await openSlip(user);
    expect(within(slip).getByText('Chelsea +1')).toBeInTheDocument();
  });

  it('marks a live match the feed abandons and takes its prices off the board', async () => {
    api();
    renderBoard();
    const card = await screen.findByRole('article', { name: 'Arsenal – Chelsea' });
    act(() =>
      FakeEventSource.last!.emit('update', {
        event: { id: 1, status: 'abandoned', clock: 52, home_score: 1, away_score: 0 },
        markets: [100, 110, 120].map((id) => ({ id, status: 'settled' })),
        selections: [],
      }),
    );
    expect(within(card).getByText('Abandoned')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Arsenal – Chelsea: Arsenal (suspended)' })).toBeDisabled();
  });

  it('refuses a malformed stake before asking the API', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Everton – Fulham: Everton at 1.85' }));
    const slip = await openSlip(user);
    await user.type(within(slip).getByLabelText('Stake'), '1.234');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByLabelText('Stake')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/betting/placebet')).toHaveLength(0);
  });
});
