import { act, screen, waitFor, within } from '@testing-library/react';
import { accountInfo, game } from '../testing/fixtures';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { optionsOf } from '../testing/games-options';
import { renderWithProviders } from '../testing/render';
import { HOME_ROW_GAMES, HOME_ROW_SLICE, HomeGameRows } from './HomeGameRows';

/** A controllable IntersectionObserver: the test says which sections are near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static bringNear(predicate: (element: Element) => boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      const near = observer.elements.filter(predicate);
      if (near.length)
        observer.callback(
          near.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        );
    }
  }
}

const categories = ['popular', 'new', 'slots', 'jackpot'].map((sysname, index) => ({
  id: index + 1,
  sysname,
  name: sysname.toUpperCase(),
  games_count: 40,
  position: index + 1,
}));

/** A controllable requestIdleCallback: the test says when the main thread is idle. */
function fakeIdleCallbacks() {
  const pending = new Map<number, () => void>();
  let next = 0;
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => {
      pending.set(++next, callback);
      return next;
    },
    cancelIdleCallback: (handle: number) => pending.delete(handle),
  });
  return {
    pending: () => pending.size,
    runIdle: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
    uninstall: () => {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    },
  };
}

function rowsApi() {
  return installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(0)),
    '/api/games/getCategories': () => ok({ items: categories, total: categories.length }),
    '/api/games/get': (url) => {
      const { category } = optionsOf(url) as { category: string };
      return ok({
        items: Array.from({ length: HOME_ROW_GAMES }, (_, index) => ({
          ...game(index),
          sysname: `${category}-${index}`,
          name: `${category} game ${index}`,
        })),
        total: 40,
      });
    },
  });
}

describe('home game rows', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('fetches and renders a row only when the player scrolls near it', async () => {
    const { callsTo } = rowsApi();
    renderWithProviders(<HomeGameRows />);

    await screen.findByRole('heading', { level: 3, name: 'POPULAR' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'POPULAR',
      'NEW',
      'SLOTS',
      'JACKPOT',
    ]);
    expect(callsTo('/api/games/get')).toHaveLength(0);

    act(() => FakeIntersectionObserver.bringNear((element) => element.getAttribute('aria-labelledby') === 'home-row-popular'));
    expect(await screen.findByRole('list', { name: /POPULAR/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: /POPULAR/ })).getAllByRole('listitem')).toHaveLength(HOME_ROW_GAMES),
    );
    expect(callsTo('/api/games/get').map(({ url }) => optionsOf(url)['category'])).toEqual(['popular']);
    expect(screen.queryByRole('list', { name: /SLOTS/ })).not.toBeInTheDocument();

    act(() => FakeIntersectionObserver.bringNear((element) => element.getAttribute('aria-labelledby') === 'home-row-slots'));
    expect(await screen.findByRole('list', { name: /SLOTS/ })).toBeInTheDocument();
    expect(callsTo('/api/games/get')).toHaveLength(2);
  });
  it('draws the tiles a phone shows at once and mounts the rest of the row a few tiles per idle moment', async () => {
    const innerWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 360, configurable: true });
    const idle = fakeIdleCallbacks();
    try {
      rowsApi();
      renderWithProviders(<HomeGameRows />);
      await screen.findByRole('heading', { level: 3, name: 'POPULAR' });
      act(() => FakeIntersectionObserver.bringNear((element) => element.getAttribute('aria-labelledby') === 'home-row-popular'));
      const list = () => screen.getByRole('list', { name: /POPULAR/ });
      const tiles = () => within(list()).queryAllByRole('listitem');

      // 360 px holds two tiles of at least 140 px and part of a third.
      await waitFor(() => expect(tiles()).toHaveLength(3));
      // Until the last slice is in, the list tells assistive technology that it is still filling.
      expect(list()).toHaveAttribute('aria-busy', 'true');
      expect(idle.pending()).toBe(1);
      for (let shown = 3 + HOME_ROW_SLICE; shown <= HOME_ROW_GAMES; shown += HOME_ROW_SLICE) {
        act(() => idle.runIdle());
        await waitFor(() => expect(tiles()).toHaveLength(shown));
      }
      expect(idle.pending()).toBe(0);
      expect(list()).not.toHaveAttribute('aria-busy');
    } finally {
      idle.uninstall();
      Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true });
    }
  });
});
