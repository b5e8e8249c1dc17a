import { screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@nfx/app-runtime';
import { accountInfo, game } from '../testing/fixtures';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { optionsOf } from '../testing/games-options';
import { renderWithProviders } from '../testing/render';
import { GameHallPage } from './GameHallPage';
import { hallFirstPageSize } from './hall-pages';
import { startHallRequests } from './start-hall-requests';

const PHONE = { width: 412, height: 823 };

function withBootData(): Document {
  const doc = document.implementation.createHTMLDocument('hall');
  const boot = doc.createElement('script');
  boot.id = 'nfx-boot';
  boot.type = 'application/json';
  boot.textContent = JSON.stringify({
    locale: 'en',
    version: 'test',
    locales: {
      defaultLocale: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ],
    },
  });
  doc.body.append(boot);
  return doc;
}

function hallApi() {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(0)),
    '/api/games/getCategories': () => ok({ items: [{ id: 1, sysname: 'slots', name: 'Slots', games_count: 40, position: 1 }], total: 1 }),
    '/api/games/getProviders': () => ok({ items: [], total: 0 }),
    '/api/games/get': (url) => {
      const { offset = 0, count = 18 } = optionsOf(url) as { offset?: number; count?: number };
      const items = Array.from({ length: Math.max(0, Math.min(count, 40 - offset)) }, (_, index) => game(offset + index));
      return ok({ items, total: 40, offset, count });
    },
  });
}

describe('hall requests started before the first render', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: PHONE.width, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: PHONE.height, configurable: true });
  });

  it('asks a phone for a first screen of games, not a whole scroll step', () => {
    expect(hallFirstPageSize(PHONE)).toBe(12);
    expect(hallFirstPageSize({ width: 1920, height: 1080 })).toBeGreaterThanOrEqual(60);
    expect(hallFirstPageSize({ width: 1920, height: 1080 })).toBeLessThanOrEqual(96);
  });

  it.each([
    ['while they are in flight', false],
    ['after they arrived (its chunks were slower than the API)', true],
  ])('starts games and categories once, and the page renders them %s instead of asking again', async (_when, afterAnswers) => {
    const { callsTo } = hallApi();
    // The shell's client, with its defaults: what the casino's expose prefetches into.
    const queryClient = createQueryClient();
    startHallRequests(queryClient, { pathname: '/gamehall', search: '?category=slots' }, PHONE, withBootData());
    expect(callsTo('/api/games/get')).toHaveLength(1);
    expect(callsTo('/api/games/getCategories')).toHaveLength(1);
    expect(optionsOf(callsTo('/api/games/get')[0]!.url)).toMatchObject({
      category: 'slots',
      offset: 0,
      count: 12,
    });

    if (afterAnswers) await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    renderWithProviders(<GameHallPage />, { route: '/gamehall?category=slots', queryClient });
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByTestId('game-tile').length).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    // jsdom lays nothing out, so the grid may go on to the next page; the first is never asked twice.
    const offsets = callsTo('/api/games/get').map(({ url }) => optionsOf(url)['offset']);
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(callsTo('/api/games/getCategories')).toHaveLength(1);
    // The providers list waits for the filter to be opened.
    expect(callsTo('/api/games/getProviders')).toHaveLength(0);
  });

  it('preloads the first row of artwork with the same candidates the tiles use, once the games arrive', async () => {
    hallApi();
    const doc = withBootData();
    const queryClient = createQueryClient();
    startHallRequests(queryClient, { pathname: '/de/gamehall', search: '?sort=new' }, PHONE, doc);
    await waitFor(() => expect(doc.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(2));
    const [first] = Array.from(doc.head.querySelectorAll('link[rel="preload"]'));
    expect(first?.getAttribute('href')).toBe('/img/resize/288x192/games/game-0.webp');
    expect(first?.getAttribute('imagesrcset')).toBe(
      '/img/resize/288x192/games/game-0.webp 1x, /img/resize/288x192@2x/games/game-0.webp 2x',
    );
    expect(first?.getAttribute('fetchpriority')).toBe('high');

    renderWithProviders(<GameHallPage />, { route: '/de/gamehall?sort=new', queryClient });
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByTestId('game-tile').length).toBeGreaterThan(0));
    const image = within(list).getAllByTestId('game-tile')[0]!.querySelector('img');
    expect(image).toHaveAttribute('srcset', first!.getAttribute('imagesrcset'));
  });

  it('first-screen artwork loads at once with high priority, the rest lazily', async () => {
    hallApi();
    renderWithProviders(<GameHallPage />, { route: '/gamehall' });
    const list = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByTestId('game-tile').length).toBeGreaterThan(2));
    const images = within(list)
      .getAllByRole('presentation')
      .flatMap((row) => Array.from(row.querySelectorAll('img')));
    const [first, second, third] = images;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('fetchpriority', 'low');
  });

  it.each([
    ['another section', '/tournaments', ''],
    ['a path whose first segment is not a locale', '/nowhere/gamehall', ''],
  ])('starts nothing on %s', (_, pathname, search) => {
    const { fetchMock } = hallApi();
    startHallRequests(createQueryClient(), { pathname, search }, PHONE, withBootData());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the favourites list to the page, which knows the session', () => {
    const { callsTo } = hallApi();
    startHallRequests(createQueryClient(), { pathname: '/de/gamehall', search: '?category=favourites' }, PHONE, withBootData());
    expect(callsTo('/api/games/get')).toHaveLength(0);
    expect(callsTo('/api/games/getCategories')).toHaveLength(1);
  });
});
