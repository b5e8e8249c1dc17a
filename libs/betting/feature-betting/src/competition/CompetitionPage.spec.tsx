import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const live = footballEvent(1, 'Arsenal', 'Chelsea', 'live');
const upcoming = footballEvent(2, 'Everton', 'Fulham', 'prematch');
const sports = [
  {
    sport: 'football',
    live: 1,
    upcoming: 1,
    competitions: [
      { id: 1, name: 'Premier League', country: 'England', live: 1, upcoming: 1 },
      { id: 2, name: 'La Liga', country: 'Spain', live: 0, upcoming: 0 },
    ],
  },
  { sport: 'tennis', live: 0, upcoming: 0, competitions: [{ id: 5, name: 'ATP Vienna', country: 'Austria', live: 0, upcoming: 0 }] },
];

function api() {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/betting/getsports': () => ok({ items: sports }),
    // Only the Premier League has events here; the board asks without a competition.
    '/api/betting/getevents': (url) => {
      const competition = url.searchParams.get('competition');
      if (competition !== null && competition !== '1') return ok({ items: [] });
      return ok({ items: url.searchParams.get('status') === 'live' ? [live] : [upcoming] });
    },
  });
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const renderAt = (route: string) => renderWithProviders(<RemoteRoutes section="betting" />, { route, path: 'betting/*' });

describe('the competition page', () => {
  it('opens from an event card on the board and lists that competition’s live and upcoming events', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderAt('/betting');
    const card = await screen.findByRole('article', { name: 'Arsenal – Chelsea' });
    await user.click(within(card).getByRole('link', { name: 'Premier League' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/betting/competition/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premier League' })).toBeInTheDocument();
    expect(screen.getByText('Football · England')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Live now' })).findByRole('article', { name: 'Arsenal – Chelsea' }),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Upcoming' })).findByRole('article', { name: 'Everton – Fulham' }),
    ).toBeInTheDocument();
    const asked = callsTo('/api/betting/getevents').filter((call) => call.url.searchParams.get('competition') === '1');
    expect(asked.map((call) => call.url.searchParams.get('status')).sort()).toEqual(['live', 'upcoming']);
  });

  it('says so when a competition has nothing live or coming up, and leads back to the board', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/betting/competition/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'ATP Vienna' })).toBeInTheDocument();
    expect(screen.getByText('Tennis · Austria')).toBeInTheDocument();
    expect(await screen.findByText('No events are live right now.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'All sports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/betting$/);
  });

  it.each(['/betting/competition/99', '/betting/competition/premier-league', '/betting/competition/0'])(
    'is not found at %s',
    async (route) => {
      api();
      renderAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Bet slip' })).toBeNull();
    },
  );
});
