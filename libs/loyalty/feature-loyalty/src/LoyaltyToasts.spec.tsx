import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LoyaltyNotification } from '@nfx/api-contract';
import { failure, formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { type ToastEntry, useToastStore } from '@nfx/dialogs';
import { LoyaltyToasts } from './LoyaltyToasts';
import { RemoteRoutes } from './RemoteRoutes';
import { accountInfo, cmsConfig, loyaltyInfo } from './testing/fixtures';
import { renderWithProviders } from './testing/render';

jest.setTimeout(30_000);

const NOTIFICATIONS = '/api/loyalty/getnotifications';
const MARK = '/api/loyalty/marknotificationshown';

let nextId = 40;
function notification(overrides: Partial<LoyaltyNotification> = {}): LoyaltyNotification {
  nextId += 1;
  return {
    id: nextId,
    trigger: 'quest',
    type: 'credit',
    title: 'Quest complete',
    message: 'You earned 50 Coins',
    amount: 50,
    amountType: 'points',
    image: null,
    ...overrides,
  };
}

/**
 * A fake of the platform's rules: getnotifications lists what is not marked shown and changes
 * nothing; marknotificationshown marks one (or fails, while `markFails`).
 */
function setUp({ notification: toastConfig = { duration: 3, sound: false }, unshown = [notification()] } = {}) {
  const server = { unshown, markFails: false, points: 150 };
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo),
    '/nfx/cms-config/en': () =>
      new Response(JSON.stringify({ loyalty: { ...cmsConfig.loyalty, notification: toastConfig } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    [NOTIFICATIONS]: () => ok({ items: server.unshown }),
    [MARK]: (_url, init) => {
      if (server.markFails) return failure('InternalServerError', 500);
      const id = Number(formOf(init)?.get('id'));
      server.unshown = server.unshown.filter((item) => item.id !== id);
      return ok(1);
    },
    '/api/loyalty/getinfo': () => ok(loyaltyInfo({ points: server.points })),
    '/api/loyalty/getPrograms': () => ok({ items: [] }),
    '/api/loyalty/getproducts': () => ok({ items: [] }),
  });
  return { ...api, server };
}

const toasts = () => useToastStore.getState().toasts;

/** What the shell's toast host does when it renders a toast: tells it it opened (once per id). */
function open(toast: ToastEntry | undefined) {
  act(() => toast?.onOpened?.());
}

const idsMarked = (calls: Array<{ body: Record<string, string> }>) => calls.map((call) => Number(call.body['id']));

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('LoyaltyToasts (mounted by the shell on every page)', () => {
  it('asks at once, shows the toast 300 ms later for the configured seconds, marks it shown once it opened, and asks again on a path change', async () => {
    const { callsTo, server } = setUp();
    const [first] = server.unshown;
    renderWithProviders(
      <>
        <LoyaltyToasts />
        <Link to="/gamehall">Game hall</Link>
      </>,
      { route: '/' },
    );
    await waitFor(() => expect(callsTo(NOTIFICATIONS)).toHaveLength(1));
    const askedAt = Date.now();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(250);
    expect(toasts()[0]).toMatchObject({
      id: `loyalty-${first!.id}`,
      title: 'Quest complete',
      message: 'You earned 50 Coins',
      tone: 'success',
      durationMs: 3000,
    });
    // Reading marked nothing: only the toast opening does.
    expect(callsTo(MARK)).toHaveLength(0);
    open(toasts()[0]);
    await waitFor(() => expect(idsMarked(callsTo(MARK))).toEqual([first!.id]));
    expect(callsTo(MARK)[0]!.init?.method).toBe('POST');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Game hall' }));
    await waitFor(() => expect(callsTo(NOTIFICATIONS)).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(toasts()).toHaveLength(1);
  });

  it('loses nothing when the page goes before the toast opened: the next page view shows it', async () => {
    const { callsTo, server } = setUp();
    const [pending] = server.unshown;
    // A reload: the first view asked, and left before its toast opened.
    const firstView = renderWithProviders(<LoyaltyToasts />);
    await waitFor(() => expect(callsTo(NOTIFICATIONS)).toHaveLength(1));
    firstView.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(toasts()).toHaveLength(0);
    expect(callsTo(MARK)).toHaveLength(0);

    renderWithProviders(<LoyaltyToasts />);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]!.id).toBe(`loyalty-${pending!.id}`);
    open(toasts()[0]);
    await waitFor(() => expect(server.unshown).toEqual([]));
  });

  it('does not show a toast twice when its mark was lost: it sends the mark again on the next answer', async () => {
    const { callsTo, server } = setUp({ unshown: [notification({ trigger: 'level', type: 'other', amount: 0 })] });
    const [level] = server.unshown;
    server.markFails = true;
    renderWithProviders(
      <>
        <LoyaltyToasts />
        <Link to="/gamehall">Game hall</Link>
      </>,
    );
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ tone: 'info' });
    open(toasts()[0]);
    await waitFor(() => expect(callsTo(MARK)).toHaveLength(1));
    act(() => useToastStore.setState({ toasts: [] }));

    server.markFails = false;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Game hall' }));
    await waitFor(() => expect(idsMarked(callsTo(MARK))).toEqual([level!.id, level!.id]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(toasts()).toHaveLength(0);
    expect(server.unshown).toEqual([]);
  });

  it('chimes when the toast opens, for 5 s, when the config says nothing', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createGain() {
        return { gain: { value: 0 }, connect: () => undefined };
      }
      createOscillator() {
        return { frequency: { value: 0 }, connect: () => undefined, start: (at: number) => started.push(at), stop: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    }
    const original = globalThis.AudioContext;
    globalThis.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
    try {
      setUp({ notification: {} as { duration: number; sound: boolean } });
      renderWithProviders(<LoyaltyToasts />);
      await waitFor(() => expect(toasts()).toHaveLength(1));
      expect(toasts()[0]).toMatchObject({ durationMs: 5000 });
      expect(started).toHaveLength(0);
      open(toasts()[0]);
      expect(started).toHaveLength(2);
    } finally {
      globalThis.AudioContext = original;
    }
  });

  it('shows the points a notification tells of on the page beside it, not the loyalty info read before', async () => {
    const { server } = setUp({ unshown: [] });
    server.points = 0;
    renderWithProviders(
      <>
        <RemoteRoutes section="loyalty" />
        <LoyaltyToasts />
      </>,
      // The site's own freshness (create-app-runtime): the info read here counts as fresh for 30 s.
      {
        route: '/loyalty',
        path: 'loyalty/*',
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
      },
    );
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('0 Coins'));

    // A quest pays its reward after the page read the info: the next path's notification tells of it.
    server.points = 50;
    server.unshown = [notification()];
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Go to the loyalty shop' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('50 Coins'));
  });

  it('is the only asker on the loyalty pages: their routes fetch no toasts, the mount point beside them does, once per path', async () => {
    const { callsTo } = setUp();
    const alone = renderWithProviders(<RemoteRoutes section="loyalty" />, { route: '/loyalty', path: 'loyalty/*' });
    await screen.findByRole('link', { name: 'Go to the loyalty shop' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(callsTo(NOTIFICATIONS)).toHaveLength(0);
    alone.unmount();

    // As the shell's layout has them: the section's routes and the `notifications` mount point.
    renderWithProviders(
      <>
        <RemoteRoutes section="loyalty" />
        <LoyaltyToasts />
      </>,
      { route: '/loyalty', path: 'loyalty/*' },
    );
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(callsTo(NOTIFICATIONS)).toHaveLength(1);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Go to the loyalty shop' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loyalty/shop'));
    await waitFor(() => expect(callsTo(NOTIFICATIONS)).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(callsTo(NOTIFICATIONS)).toHaveLength(2);
  });
});
