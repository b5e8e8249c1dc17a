import { configure, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SportEvent } from '@nfx/api-contract';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const live = footballEvent(1, 'Arsenal', 'Chelsea', 'live');
const upcoming = footballEvent(2, 'Everton', 'Fulham', 'prematch');
const finished: SportEvent = {
  ...footballEvent(3, 'Leeds', 'Burnley', 'finished'),
  score: { home: 2, away: 1 },
  clock: 90,
  markets: footballEvent(3, 'Leeds', 'Burnley', 'finished').markets.map((market) => ({ ...market, status: 'settled' })),
};
const events = [live, upcoming, finished];

function api(
  getevent = (url: URL) => {
    const event = events.find((item) => String(item.id) === url.searchParams.get('id'));
    return event ? ok(event) : failure('InvalidParameter', 400, { invalidParameters: { id: ['validation.wrongField'] } });
  },
) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/account/getBalance': () => ok(account),
    '/api/betting/getsports': () => ok({ items: [{ sport: 'football', live: 1, upcoming: 1, competitions: [] }] }),
    '/api/betting/getevents': (url) => ok({ items: url.searchParams.get('status') === 'live' ? [live] : [upcoming] }),
    '/api/betting/getevent': getevent,
    '/api/betting/getbets': () => ok({ items: [], total: 0 }),
  });
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const renderAt = (route: string) => renderWithProviders(<RemoteRoutes section="betting" />, { route, path: 'betting/*' });

/** The slip, unfolded: below 992 px (jsdom has no width) it is a bottom sheet folded to its handle. */
async function openSlip(user: ReturnType<typeof userEvent.setup>) {
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  await user.click(within(slip).getByRole('button', { name: /^Bet slip \(\d+\)/ }));
  return slip;
}

describe('the event page', () => {
  it('opens from the board, shows every market with live prices and adds to the slip the board filled', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/betting');
    const link = await screen.findByRole('link', { name: 'Arsenal – Chelsea' });
    // The upcoming list is shown once the live one has its height.
    await user.click(await screen.findByRole('button', { name: 'Everton – Fulham: Everton at 1.85' }));
    await user.click(link);

    expect(screen.getByTestId('location')).toHaveTextContent('/betting/event/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' })).toBeInTheDocument();
    const page = screen.getByRole('article', { name: 'Arsenal – Chelsea' });
    const markets = within(page)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(markets).toEqual(['Match result', 'Total goals 2.5', 'Asian handicap']);
    expect(screen.getByText('Football · Premier League · England')).toBeInTheDocument();

    // The stream moves a price: the event page shows it like the board does.
    act(() =>
      FakeEventSource.last!.emit('update', {
        event: { id: 1, status: 'live', clock: 40, home_score: 1, away_score: 0 },
        markets: [],
        selections: [{ id: 111, price: 205 }],
      }),
    );
    const total = screen.getByRole('region', { name: 'Total goals 2.5' });
    await user.click(within(total).getByRole('button', { name: 'Arsenal – Chelsea: Over 2.5 at 2.05' }));

    const slip = await openSlip(user);
    expect(within(slip).getByText('Everton')).toBeInTheDocument();
    expect(within(slip).getByText('Over 2.5')).toBeInTheDocument();
    expect(within(total).getByRole('button', { name: 'Arsenal – Chelsea: Over 2.5 at 2.05' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leads back to the board and on to the event’s competition', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/betting/event/1');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'All sports' })).toHaveAttribute('href', '/betting');
    await user.click(within(trail).getByRole('link', { name: 'Premier League' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/betting/competition/1');
  });

  it('shows a finished event with its score, its markets closed', async () => {
    api();
    renderAt('/betting/event/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leeds – Burnley' })).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('2:1')).toBeInTheDocument();
    expect(screen.getByText('Betting on this event has closed: its markets are settled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leeds – Burnley: Leeds (suspended)' })).toBeDisabled();
  });

  it.each([
    ['an id no event has', '/betting/event/987654', 1],
    ['an id that is not a number', '/betting/event/arsenal', 0],
    ['an id with a leading zero', '/betting/event/01', 0],
    ['an id beyond the API’s range', '/betting/event/2147483648', 0],
  ])('is not found for %s', async (_case, route, calls) => {
    const { callsTo } = api();
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('/api/betting/getevent')).toHaveLength(calls);
  });

  it('offers to try again when the event cannot be loaded, and then shows it', async () => {
    let fail = true;
    api(() => (fail ? failure('InternalServerError', 500) : ok(live)));
    const user = userEvent.setup();
    renderAt('/betting/event/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The event could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' })).toBeInTheDocument();
  });
});
