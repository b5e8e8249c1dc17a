import { configure, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { FakeEventSource } from '../testing/fake-event-source';
import { account, footballEvent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { VIRTUALIZE_FROM } from './EventList';

// On a loaded CI worker the betting pages' answers and deferred lists can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const EVENTS = 40;
const CARD_PX = 300;
const live = Array.from({ length: EVENTS }, (_, index) => footballEvent(index + 1, `Home ${index + 1}`, `Away ${index + 1}`, 'live'));

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  // jsdom lays nothing out: every row is a card's height and the window a laptop's.
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD_PX);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  installFakeApi({
    '/api/account/getInfo': () => ok(account),
    '/api/account/getBalance': () => ok(account),
    '/api/betting/getsports': () => ok({ items: [{ sport: 'football', live: EVENTS, upcoming: 0, competitions: [] }] }),
    '/api/betting/getevents': (url) => ok({ items: url.searchParams.get('status') === 'live' ? live : [] }),
  });
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.restoreAllMocks();
  scrollTo(0);
});

describe('a long list of events', () => {
  it('keeps only the cards near the screen in the page, each telling its place in the whole list', async () => {
    expect(EVENTS).toBeGreaterThan(VIRTUALIZE_FROM);
    renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting', path: 'betting/*' });
    const list = await screen.findByRole('region', { name: 'Live now' });
    const first = await within(list).findByRole('article', { name: 'Home 1 – Away 1' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', String(EVENTS));
    const drawn = within(list).getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(2);
    expect(drawn).toBeLessThan(EVENTS / 2);
    expect(within(list).queryByRole('article', { name: `Home ${EVENTS} – Away ${EVENTS}` })).not.toBeInTheDocument();
  });

  it('draws the last card when the page scrolls to it, and its prices go to the slip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RemoteRoutes section="betting" />, { route: '/betting', path: 'betting/*' });
    const list = await screen.findByRole('region', { name: 'Live now' });
    await within(list).findByRole('article', { name: 'Home 1 – Away 1' });
    // Rows not drawn yet count at their estimated height, a little taller than these cards.
    scrollTo(EVENTS * 400);
    const last = await within(list).findByRole('article', { name: `Home ${EVENTS} – Away ${EVENTS}` });
    expect(last).toHaveAttribute('aria-posinset', String(EVENTS));
    expect(within(list).queryByRole('article', { name: 'Home 1 – Away 1' })).not.toBeInTheDocument();
    const price = within(last).getAllByRole('button')[0]!;
    await user.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    expect(await within(slip).findByText(`Home ${EVENTS} – Away ${EVENTS}`)).toBeInTheDocument();
  });
});
