import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAllDialogs, closeDialog, openDialog, queueFollowUpPopup, runFollowUpPopups, useDialogStore } from '@nfx/dialogs';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { splitLocaleFromPath } from '@nfx/i18n';
import { refreshSession } from '@nfx/session';
import { renderWithProviders } from '../testing/render-with-providers';
import { useBonusPopups } from '../bonus-popups/use-bonus-popups';
import { DialogHost } from '../dialogs/DialogHost';
import { nextCampaignPopup, parseSeenIds, SEEN_CAMPAIGN_POPUPS_KEY, withSeenId } from './seen-campaign-popups';
import { useCampaignPopups } from './use-campaign-popups';
import { accountInfo, money } from '../testing/account-info';
import { loadRemoteModule } from '@nfx/shell-federation';
import { RemoteMount } from '@nfx/shell-feature-core';

// The page's own remote, mounted by the real RemoteMount; each case loads its own expose (the mount keeps a loaded module for good).
jest.mock('@nfx/shell-federation', () => ({
  remoteRegistry: () => ({}),
  remoteVersion: () => '1',
  resetRemote: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

jest.setTimeout(30_000);

const account = accountInfo;
const popup = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Campaign ${id}`,
  content: `<p>Offer number ${id}</p>`,
  button_text: '',
  button_url: '',
  audience: 'all',
  starts_at: null,
  finished_at: null,
  ...over,
});
const cashback = {
  id: 41,
  status: 'active' as const,
  amount: money(12.5),
  net_loss: money(125),
  percent: 10,
  description: 'Daily cashback',
  end_date: '2026-11-24',
  receiving_expired_at: '2026-12-01T00:10:00Z',
  created_at: '2026-11-25T00:10:00Z',
};
const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

type Routes = Parameters<typeof installFakeApi>[0];

function api(uid: number, extra: Routes = {}, stored: Record<string, string | null> = {}) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account(uid)),
    '/api/account/getBalance': () => ok(account(uid)),
    '/api/popups/get': () => ok({ items: [popup(5)] }),
    '/api/cashbacks/get': () => ok({ items: [], total: 0 }),
    '/api/storage/get': (url) => {
      const key = url.searchParams.get('key')!;
      return ok({ key, value: stored[key] ?? null });
    },
    '/api/storage/set': () => ok(1),
    ...extra,
  });
}

/** What LocaleRoot and the signed-in behaviours mount: the unseen cashback, the campaign popups, the dialog host. */
function Harness({ path, signedIn }: { path: string; signedIn: boolean }) {
  return (
    <>
      {signedIn && <CashbackPopups path={path} />}
      <CampaignPopups path={path} />
      <DialogHost />
    </>
  );
}
function CashbackPopups({ path }: { path: string }) {
  useBonusPopups(path);
  return null;
}
function CampaignPopups({ path }: { path: string }) {
  useCampaignPopups(path);
  return null;
}

/** As LocaleRoot does, the hooks get the path without its locale segment. */
function renderAt(route: string, signedIn: boolean) {
  const { pathWithoutLocale } = splitLocaleFromPath(route.split('?')[0]!, ['en', 'de'], 'en');
  return renderWithProviders(<Harness path={pathWithoutLocale} signedIn={signedIn} />, { path: route });
}

/** The layout's main area with the page's remote in it, beside the popups, as on `/`. */
function renderWithRemote(expose: string, signedIn = false) {
  return renderWithProviders(
    <>
      <main id="main">
        <RemoteMount remote="casino" expose={expose} />
      </main>
      <Harness path="/" signedIn={signedIn} />
    </>,
    { path: '/' },
  );
}

/** Every dialog id that was ever on the stack while the test ran, to tell one never opened. */
function recordOpenedDialogs(): { ids: Set<string>; stop: () => void } {
  const ids = new Set<string>();
  const stop = useDialogStore.subscribe((state) => state.stack.forEach((dialog) => ids.add(dialog.id)));
  return { ids, stop };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
});

describe('seen campaign popups', () => {
  it('reads and writes the stored list of ids', () => {
    expect(parseSeenIds(null)).toEqual([]);
    expect(parseSeenIds('3, 5,x,,7')).toEqual([3, 5, 7]);
    expect(withSeenId([3, 5], 3)).toBe('5,3');
    expect(
      withSeenId(
        Array.from({ length: 100 }, (_, index) => index + 1),
        500,
      ).split(','),
    ).toHaveLength(100);
    expect(nextCampaignPopup([popup(1), popup(2)], [1])?.id).toBe(2);
    expect(nextCampaignPopup([popup(1)], [1])).toBeNull();
  });
});

describe('live campaign popups', () => {
  it('shows a visitor each live popup once, one at a time, and remembers them in this browser', async () => {
    const { callsTo } = api(0, { '/api/popups/get': () => ok({ items: [popup(5), popup(6)] }) });
    const user = userEvent.setup();
    const first = renderAt('/casino', false);

    const dialog = await screen.findByRole('dialog', { name: 'Campaign 5' });
    expect(dialog).toHaveTextContent('Offer number 5');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(callsTo('/api/popups/get')[0]!.url.searchParams.has('popup')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Campaign 6' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(parseSeenIds(localStorage.getItem(SEEN_CAMPAIGN_POPUPS_KEY))).toEqual([5, 6]);
    expect(callsTo('/api/storage/set')).toHaveLength(0);
    first.unmount();

    const again = api(0, { '/api/popups/get': () => ok({ items: [popup(5), popup(6)] }) });
    renderAt('/casino', false);
    await waitFor(() => expect(again.callsTo('/api/popups/get')).toHaveLength(1));
    await act(() => later(null, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a signed-in player’s seen popups in their storage key and shows only the unseen one', async () => {
    const { callsTo } = api(
      7,
      { '/api/popups/get': () => ok({ items: [popup(5), popup(6, { button_url: '/promotions' })] }) },
      {
        [SEEN_CAMPAIGN_POPUPS_KEY]: '5',
      },
    );
    const user = userEvent.setup();
    renderAt('/casino', true);

    const dialog = await screen.findByRole('dialog', { name: 'Campaign 6' });
    await user.click(within(dialog).getByRole('button', { name: 'See the offer' }));
    await waitFor(() => expect(callsTo('/api/storage/set')).toHaveLength(1));
    expect(callsTo('/api/storage/set')[0]!.body).toEqual({ key: SEEN_CAMPAIGN_POPUPS_KEY, value: '5,6' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing on the deposit page', async () => {
    const deposit = api(0);
    renderAt('/cashier/deposit', false);
    await act(() => later(null, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deposit.callsTo('/api/popups/get')).toHaveLength(0);
  });

  it('opens nothing in the embeddable forms', async () => {
    const form = api(0);
    renderAt('/forms/sign_up', false);
    await act(() => later(null, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(form.callsTo('/api/popups/get')).toHaveLength(0);
  });

  it('opens nothing on a deposit-by-method page either', async () => {
    const deposit = api(7);
    renderAt('/cashier/deposit/demo-card', true);
    await act(() => later(null, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deposit.callsTo('/api/popups/get')).toHaveLength(0);
  });
});

describe('registration follow-up queue (§4)', () => {
  it('opens email confirm, then the unseen cashback, then the campaign popup, each after the previous closes', async () => {
    // The campaign answers first and the cashback check last: the order must not follow the network.
    api(7, {
      '/api/popups/get': () => ok({ items: [popup(5)] }),
      '/api/cashbacks/get': () => later(ok({ items: [cashback], total: 1 }), 150),
    });
    act(() => {
      queueFollowUpPopup({
        id: 'confirm-email',
        kind: 'confirm',
        title: 'Confirm your email',
        content: '<p>We sent a code.</p>',
        textAgree: 'Enter the code',
        textReject: 'Later',
      });
      runFollowUpPopups();
    });
    const user = userEvent.setup();
    // Registration leads to the deposit page with register=success: the queue's popups still show there.
    renderAt('/cashier/deposit?register=success', true);

    const order: string[] = [];
    const closeOnly = async () => {
      const dialogs = await screen.findAllByRole('dialog');
      expect(dialogs).toHaveLength(1);
      order.push(within(dialogs[0]!).getByRole('heading').textContent ?? '');
      await user.keyboard('{Escape}');
    };
    await closeOnly();
    await screen.findByRole('dialog', { name: 'You have a cashback' });
    await closeOnly();
    await screen.findByRole('dialog', { name: 'Campaign 5' });
    await closeOnly();
    expect(order).toEqual(['Confirm your email', 'You have a cashback', 'Campaign 5']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('who the campaign popup is for (issue 42)', () => {
  const welcome = popup(5, { title: 'Welcome', content: '<p>Register today</p>', audience: 'visitors' });
  const playerOffer = popup(9, { title: 'Reload offer', content: '<p>50% on your next deposit</p>', audience: 'players' });

  /** The platform answers by session: uid 0 gets the visitors' popup, a player the players'. */
  function sessionApi(initialUid: number) {
    const session = { uid: initialUid };
    const fake = api(0, {
      '/api/account/getInfo': () => later(ok(account(session.uid)), 30),
      '/api/account/getBalance': () => ok(account(session.uid)),
      '/api/popups/get': () => ok({ items: [session.uid > 0 ? playerOffer : welcome] }),
    });
    return { ...fake, session };
  }

  it('does not show the visitors’ popup waiting behind the sign-in dialog once the visitor signs in', async () => {
    const { session, callsTo } = sessionApi(0);
    const opened = recordOpenedDialogs();
    act(() => {
      openDialog({ id: 'sign-in', title: 'Sign in', content: 'the sign-in form' });
    });
    const { queryClient } = renderAt('/', false);
    await waitFor(() => expect(callsTo('/api/popups/get')).toHaveLength(1));
    await act(() => later(null, 50));

    // AuthPopup's order: the dialog closes first, then the session is refreshed.
    act(() => {
      session.uid = 7;
      closeDialog('sign-in');
      void refreshSession(queryClient);
    });

    expect(await screen.findByRole('dialog', { name: 'Reload offer' })).toBeInTheDocument();
    opened.stop();
    expect(opened.ids).not.toContain('campaign-popup-5');
    expect(parseSeenIds(localStorage.getItem(SEEN_CAMPAIGN_POPUPS_KEY))).not.toContain(5);
  });

  it('closes the visitors’ popup when the visitor becomes a player, and shows the player’s instead', async () => {
    const { session } = sessionApi(0);
    const { queryClient } = renderAt('/', false);
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toHaveTextContent('Register today');

    // Signed in some other way (another tab, the messenger): only the session changes.
    session.uid = 7;
    await act(() => refreshSession(queryClient));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Reload offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes the player’s popup when the player signs out', async () => {
    const { session } = sessionApi(7);
    const { queryClient } = renderAt('/', false);
    expect(await screen.findByRole('dialog', { name: 'Reload offer' })).toBeInTheDocument();

    session.uid = 0;
    await act(() => refreshSession(queryClient));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reload offer' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});

describe('where the campaign popup opens (issue 42)', () => {
  it.each([
    '/gamehall',
    '/gamehall?category=3',
    '/de/gamehall',
    '/gamehall/7',
    '/tournaments/3/gamehall',
    '/game/book-of-dead',
    '/de/game/book-of-dead',
    '/cashier/deposit',
    '/cashier/withdraw',
    '/?promo_code=WELCOME10',
    '/promotions/12?promo_code=WELCOME10',
  ])('opens nothing on %s', async (route) => {
    const { callsTo } = api(0);
    renderAt(route, false);
    await act(() => later(null, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('/api/popups/get')).toHaveLength(0);
  });

  it.each(['/', '/de', '/promotions', '/tournaments/3'])('opens the live popup on %s', async (route) => {
    api(0);
    renderAt(route, false);
    expect(await screen.findByRole('dialog', { name: 'Campaign 5' })).toBeInTheDocument();
  });

  it('remembers the popup as seen when it is shown, so a visitor who leaves without closing it does not get it again', async () => {
    api(0);
    const first = renderAt('/', false);
    await screen.findByRole('dialog', { name: 'Campaign 5' });
    expect(parseSeenIds(localStorage.getItem(SEEN_CAMPAIGN_POPUPS_KEY))).toEqual([5]);
    // The visitor reloads or leaves with the popup still open: nothing closes it.
    first.unmount();
    act(() => useDialogStore.setState({ stack: [] }));

    const again = api(0);
    renderAt('/', false);
    await waitFor(() => expect(again.callsTo('/api/popups/get')).toHaveLength(1));
    await act(() => later(null, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when the campaign popup opens (issue 44 §3)', () => {
  const load = jest.mocked(loadRemoteModule);
  const rows = () => <p>Casino rows</p>;
  let idle: Array<() => void> = [];
  /** The browser's idle moments, run when the test says the main thread is free. */
  const runIdle = () =>
    act(() => {
      const due = idle;
      idle = [];
      due.forEach((run) => run());
    });
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    load.mockReset();
  });

  it('waits for the page’s own remote to render and stop changing, then for an idle moment', async () => {
    let mount: (value: Awaited<ReturnType<typeof loadRemoteModule>>) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (mount = resolve)));
    const { callsTo } = api(0);
    renderWithRemote('./Loading');
    await waitFor(() => expect(callsTo('/api/popups/get')).toHaveLength(1));
    // The browser goes idle while the remote's code is still on its way: no popup over the loader.
    await act(() => later(null, 700));
    runIdle();
    await act(() => later(null, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => mount({ module: { default: rows }, failed: false }));
    expect(await screen.findByText('Casino rows')).toBeInTheDocument();
    // Just mounted: the remote's own calls and second render are still to come.
    runIdle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => later(null, 700));
    expect(screen.queryByRole('dialog')).toBeNull();
    runIdle();
    expect(await screen.findByRole('dialog', { name: 'Campaign 5' })).toBeInTheDocument();
  });

  it('opens nothing over the panel of a remote that failed, and opens once a retry has mounted it', async () => {
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ module: { default: rows }, failed: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api(0);
    const user = userEvent.setup();
    renderWithRemote('./Failing');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(() => later(null, 700));
    runIdle();
    await act(() => later(null, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(retry);
    expect(await screen.findByText('Casino rows')).toBeInTheDocument();
    await act(() => later(null, 700));
    runIdle();
    expect(await screen.findByRole('dialog', { name: 'Campaign 5' })).toBeInTheDocument();
  });

  it('opens a signed-in player’s unseen cashback only once the page’s own content is shown, not over a failed remote’s panel', async () => {
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ module: { default: rows }, failed: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsTo } = api(7, { '/api/cashbacks/get': () => ok({ items: [cashback], total: 1 }) });
    const user = userEvent.setup();
    renderWithRemote('./FailingForCashback', true);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(callsTo('/api/storage/get').length).toBeGreaterThan(0));
    await act(() => later(null, 700));
    runIdle();
    await act(() => later(null, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(retry);
    expect(await screen.findByText('Casino rows')).toBeInTheDocument();
    await act(() => later(null, 700));
    runIdle();
    expect(await screen.findByRole('dialog', { name: 'You have a cashback' })).toBeInTheDocument();
  });
});
