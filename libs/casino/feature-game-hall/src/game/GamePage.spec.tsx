import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountInfo, game } from '../testing/fixtures';
import { fakeResponse, installFakeApi, ok } from '@nfx/api-client/testing';
import { closeAllDialogs, useDialogStore } from '@nfx/dialogs';
import { renderWithProviders } from '../testing/render';
import { RECENT_GAMES_KEY } from './recent-games';
import { GamePage } from './GamePage';

/** The game's own page answers the launch check (a HEAD) with `launchStatus`, whichever address and mode. */
function launchRoutes(status: number) {
  const answer = () => fakeResponse(null, status);
  return Object.fromEntries(
    ['game-7/play', 'game-7/demo', 'custom/70020/play', 'custom/70020/demo'].map((key) => [`/platform/game/${key}`, answer]),
  );
}

function gameApi({
  uid,
  balance = 100,
  customId = null,
  launchStatus = 200,
}: {
  uid: number;
  balance?: number;
  customId?: string | null;
  launchStatus?: number;
}) {
  const info = accountInfo(uid);
  info.balance_main.amount = balance;
  return installFakeApi({
    ...launchRoutes(launchStatus),
    '/api/account/getInfo': () => ok(info),
    '/api/freespins/get': () => ok({ items: [], total: 0 }),
    '/api/games/get': () => ok({ items: [game(7, { name: 'Lucky Seven', custom_id: customId })], total: 1, offset: 0, count: 1 }),
    '/nfx/cms-config/en': () => fakeResponse({ settings: { fullScreenGame: 'none', allowZeroBalanceSlotPlay: false } }),
  });
}

const frame = () => screen.getByTitle('Lucky Seven: game') as HTMLIFrameElement;
/** The frame shows once the game server has said the game opens. */
const framed = () => screen.findByTitle('Lucky Seven: game') as Promise<HTMLIFrameElement>;

beforeEach(() => {
  localStorage.clear();
  closeAllDialogs();
});

/** The open dialogs; the shell renders them, so a test renders a popup's content itself. */
const dialogs = () => useDialogStore.getState().stack;

/** The demo-mode popup waits for the game's frame to load (issue 44 §3): none before, then the frame loads. */
async function frameLoads() {
  const element = await framed();
  expect(dialogs()).toHaveLength(0);
  fireEvent.load(element);
}

describe('game page', () => {
  it('plays for real for a player and remembers the game for the search', async () => {
    gameApi({ uid: 7 });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    expect(await screen.findByRole('heading', { name: 'Lucky Seven' })).toBeInTheDocument();
    expect((await framed()).getAttribute('src')).toBe('/platform/game/game-7/play');
    expect(JSON.parse(localStorage.getItem(RECENT_GAMES_KEY) ?? '[]')).toEqual(['game-7']);
  });

  it('counts a game start when its frame loads, only with the visitor’s consent to site events', async () => {
    const api = gameApi({ uid: 7 });
    const events = () => api.callsTo('/api/events/handle').map((call) => call.url.searchParams.get('event_params'));
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    fireEvent.load(await framed());
    expect(events()).toEqual([]);
    document.cookie = 'nfx_analytics=granted; path=/';
    try {
      fireEvent.load(frame());
      await waitFor(() => expect(events()).toEqual([JSON.stringify({ game: 'game-7', mode: 'play' })]));
    } finally {
      document.cookie = 'nfx_analytics=; path=/; max-age=0';
    }
  });

  it('opens a game that has a custom id through the custom game route, in either mode', async () => {
    gameApi({ uid: 7, customId: '70020' });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    expect((await framed()).getAttribute('src')).toBe('/platform/game/custom/70020/play');

    gameApi({ uid: 0, customId: '70020' });
    renderWithProviders(<GamePage />, { route: '/game/game-7#demo', path: '/game/:sysname' });
    await waitFor(() =>
      expect(screen.getAllByTitle('Lucky Seven: game').at(-1)).toHaveAttribute('src', '/platform/game/custom/70020/demo'),
    );
  });

  it('opens the demo for a visitor, and registration for a visitor asking for #real', async () => {
    gameApi({ uid: 0 });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    expect((await framed()).getAttribute('src')).toBe('/platform/game/game-7/demo');

    gameApi({ uid: 0 });
    renderWithProviders(<GamePage />, { route: '/game/game-7#real', path: '/game/:sysname' });
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('show_popup_reg=1'));
    expect(screen.getByText('Sign in or register to play for real money.')).toBeInTheDocument();
  });

  it('hides the full-screen button when the configuration says none', async () => {
    const { callsTo } = gameApi({ uid: 7 });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    await screen.findByRole('heading', { name: 'Lucky Seven' });
    await waitFor(() => expect(callsTo('/nfx/cms-config/en')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('offers a deposit instead of real play on an empty balance', async () => {
    gameApi({ uid: 7, balance: 0 });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    expect(await screen.findByText(/Your balance is empty/)).toBeInTheDocument();
    expect(screen.queryByTitle('Lucky Seven: game')).not.toBeInTheDocument();
  });

  it('reloads the balance when the frame of this origin reports a change, and ignores other origins', async () => {
    const { callsTo } = gameApi({ uid: 7 });
    renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
    await screen.findByRole('heading', { name: 'Lucky Seven' });
    const before = callsTo('/api/account/getInfo').length;

    await act(async () =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'nfx:balance-changed' }, origin: 'https://evil.example' })),
    );
    expect(callsTo('/api/account/getInfo')).toHaveLength(before);

    await act(async () =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'nfx:balance-changed' }, origin: window.location.origin })),
    );
    await waitFor(() => expect(callsTo('/api/account/getInfo').length).toBeGreaterThan(before));
  });

  describe('a game that cannot be launched', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it.each([
      ['a failing game server (502)', 502],
      ['a game the game server does not have (404)', 404],
      ['a game taken off (410)', 410],
    ])('%s shows the errors-slot page with its way to the game hall', async (_case, launchStatus) => {
      const { callsTo } = gameApi({ uid: 7, launchStatus });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      expect(await screen.findByRole('heading', { level: 1, name: 'The game is unavailable' })).toBeInTheDocument();
      expect(screen.getByText('This game cannot be opened right now. Please choose another one.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to games' })).toHaveAttribute('href', '/gamehall');
      expect(screen.queryByTitle('Lucky Seven: game')).not.toBeInTheDocument();
      const [check] = callsTo('/platform/game/game-7/play');
      expect(check?.init).toMatchObject({ method: 'HEAD', credentials: 'same-origin' });
      expect(warn).toHaveBeenCalledWith(`casino: the game at /platform/game/game-7/play cannot be launched (HTTP ${launchStatus})`);
    });

    it('opens no demo-mode popup over the errors-slot page', async () => {
      gameApi({ uid: 0, launchStatus: 502 });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      expect(await screen.findByRole('heading', { level: 1, name: 'The game is unavailable' })).toBeInTheDocument();
      expect(dialogs()).toHaveLength(0);
    });

    it('shows the errors-slot page when the game server does not answer at all', async () => {
      const api = gameApi({ uid: 7 });
      const answer = api.fetchMock.getMockImplementation();
      api.fetchMock.mockImplementation(async (input, init) => {
        if (String(input).startsWith('/platform/game/')) throw new TypeError('Failed to fetch');
        return answer!(input, init);
      });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      expect(await screen.findByRole('heading', { level: 1, name: 'The game is unavailable' })).toBeInTheDocument();
    });

    it('frames a refusal the game page explains itself (a 403 of player protection keeps its own message)', async () => {
      gameApi({ uid: 7, launchStatus: 403 });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      expect((await framed()).getAttribute('src')).toBe('/platform/game/game-7/play');
      expect(screen.queryByText('The game is unavailable')).not.toBeInTheDocument();
    });

    it('asks nothing of the game server while a visitor is asked to sign in for real play', async () => {
      const { callsTo } = gameApi({ uid: 0 });
      renderWithProviders(<GamePage />, { route: '/game/game-7#real', path: '/game/:sysname' });
      expect(await screen.findByText('Sign in or register to play for real money.')).toBeInTheDocument();
      expect(callsTo('/platform/game/game-7/play')).toHaveLength(0);
    });
  });

  describe('demo mode popup', () => {
    it('explains demo play once when a visitor opens a game in demo, and continuing keeps the demo', async () => {
      gameApi({ uid: 0 });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      await screen.findByRole('heading', { name: 'Lucky Seven' });
      await frameLoads();
      await waitFor(() => expect(dialogs()).toHaveLength(1));
      expect(dialogs()[0]).toMatchObject({ kind: 'popup', title: 'Demo mode' });

      renderWithProviders(<>{dialogs()[0]!.content}</>);
      expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Continue in demo' }));
      expect(dialogs()).toHaveLength(0);
      expect((await framed()).getAttribute('src')).toBe('/platform/game/game-7/demo');

      // Switching to real and back is the visitor's own choice: no second popup for this game.
      fireEvent.click(screen.getByRole('button', { name: 'Real money', pressed: false }));
      fireEvent.click(await screen.findByRole('button', { name: 'Demo', pressed: false }));
      await screen.findByTitle('Lucky Seven: game');
      expect(dialogs()).toHaveLength(0);
    });

    it('lets a player in demo switch to real money from the popup', async () => {
      gameApi({ uid: 1 });
      renderWithProviders(<GamePage />, { route: '/game/game-7#demo', path: '/game/:sysname' });
      await screen.findByRole('heading', { name: 'Lucky Seven' });
      await frameLoads();
      await waitFor(() => expect(dialogs()).toHaveLength(1));
      renderWithProviders(<>{dialogs()[0]!.content}</>);
      expect(screen.queryByRole('button', { name: 'Make a deposit' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play for real money' }));
      expect(dialogs()).toHaveLength(0);
      await waitFor(() => expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/game/game-7#real'));
      await waitFor(() => expect(frame().getAttribute('src')).toBe('/platform/game/game-7/play'));
    });

    it('offers a deposit to a player with an empty balance', async () => {
      gameApi({ uid: 1, balance: 0 });
      renderWithProviders(<GamePage />, { route: '/game/game-7#demo', path: '/game/:sysname' });
      await screen.findByRole('heading', { name: 'Lucky Seven' });
      await frameLoads();
      await waitFor(() => expect(dialogs()).toHaveLength(1));
      renderWithProviders(<>{dialogs()[0]!.content}</>);
      fireEvent.click(screen.getByRole('button', { name: 'Make a deposit' }));
      await waitFor(() => expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/cashier/deposit'));
    });

    it('does not show when the game opens for real money', async () => {
      gameApi({ uid: 1 });
      renderWithProviders(<GamePage />, { route: '/game/game-7', path: '/game/:sysname' });
      expect((await framed()).getAttribute('src')).toBe('/platform/game/game-7/play');
      expect(dialogs()).toHaveLength(0);
    });
  });
});
