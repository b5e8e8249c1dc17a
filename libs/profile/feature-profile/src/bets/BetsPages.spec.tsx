import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

// Whole flows through several calls: on a busy machine they take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

const round = (id: number, mode: 'play' | 'demo' = 'play') => ({
  id,
  game: { sysname: 'book-of-nfx', name: 'Book of NFX' },
  mode,
  stake: { amount: 1.5, currency: mode === 'play' ? 'USD' : 'FUN' },
  win: { amount: id % 2 ? 0 : 3, currency: mode === 'play' ? 'USD' : 'FUN' },
  // 09:05 local time, so the time column reads h:mm without a leading zero.
  created_at: new Date(2026, 2, 7, 9, 5).toISOString(),
});

function renderAt(path: string, routes: Record<string, Handler> = {}) {
  const api = installFetch({ ...baseRoutes(), ...routes });
  render(withProviders(<RemoteRoutes section="profile" />, path));
  return { ...api, user: userEvent.setup() };
}

describe('bet history page', () => {
  it('shows rounds with dd.mm.yyyy and h:mm, filters by mode and pages through the address', async () => {
    const { user, callsTo } = renderAt('/bets/history', {
      '/api/games/getHistory': (_body, url) => {
        const offset = Number(url.searchParams.get('offset'));
        const mode = url.searchParams.get('mode');
        return ok({ items: [round(offset + 1, mode === 'demo' ? 'demo' : 'play')], total: mode === 'demo' ? 1 : 25 });
      },
    });
    const table = await screen.findByRole('table', { name: 'Your rounds, page 1 of 3' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['07.03.2026', '9:05', 'Book of NFX', 'Real money', '$1.50', '$0.00']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Your rounds, page 2 of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/bets/history?page=2');
    const secondPage = callsTo('/api/games/getHistory').find((call) => call.query.get('offset') === '10');
    expect(secondPage?.query.get('count')).toBe('10');
    await user.selectOptions(screen.getByLabelText('Show'), 'demo');
    expect(await screen.findByRole('table', { name: 'Your rounds, page 1 of 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/bets/history?mode=demo');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('says when there are no rounds yet', async () => {
    renderAt('/bets/history', { '/api/games/getHistory': () => ok({ items: [], total: 0 }) });
    expect(await screen.findByText('You have not played any rounds yet.')).toBeInTheDocument();
  });

  it('/bets goes to the history', async () => {
    renderAt('/bets', { '/api/games/getHistory': () => ok({ items: [], total: 0 }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/bets/history'));
  });
});

const placedAt = new Date(2026, 2, 7, 9, 5).toISOString();
const leg = (selection_id: number, market: string, code: string, line: number | null, price: number) => ({
  selection_id,
  event_id: selection_id,
  sport: 'football',
  home: 'Riga FC',
  away: `Valmiera ${selection_id}`,
  starts_at: placedAt,
  market,
  line,
  code,
  price,
  outcome: null,
});
const sportsBet = (id: number, status: 'open' | 'won' = 'open') => ({
  id,
  kind: 'accumulator',
  status,
  stake: { amount: 2, currency: 'USD' },
  price: 740,
  potential_payout: { amount: 14.8, currency: 'USD' },
  payout: status === 'won' ? { amount: 14.8, currency: 'USD' } : null,
  placed_at: placedAt,
  settled_at: status === 'won' ? placedAt : null,
  legs: [leg(1, 'winner', 'home', null, 185), leg(2, 'total', 'over', 2.5, 200), leg(3, 'handicap', 'away', -1.5, 200)],
  // The won one was paid with a free bet.
  free_bet_id: status === 'won' ? 41 : null,
});

describe('bet history: sports bets', () => {
  it('shows sports bets in their own list with each selection, filters by status and pages through the address', async () => {
    const { user, callsTo } = renderAt('/bets/history', {
      '/api/games/getHistory': () => ok({ items: [round(1)], total: 1 }),
      '/api/account/getBetHistory': (_body, url) => {
        const offset = Number(url.searchParams.get('offset'));
        const status = url.searchParams.get('status');
        return ok({ items: [sportsBet(offset + 1, status === 'won' ? 'won' : 'open')], total: status === 'won' ? 1 : 25 });
      },
    });
    expect(await screen.findByRole('table', { name: 'Your rounds, page 1 of 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casino rounds' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo('/api/account/getBetHistory')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Sports bets' }));
    const table = await screen.findByRole('table', { name: 'Your sports bets, page 1 of 3' });
    expect(screen.getByTestId('location')).toHaveTextContent('/bets/history?tab=sports');
    expect(screen.getByRole('link', { name: 'Sports bets' })).toHaveAttribute('aria-current', 'page');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('07.03.2026');
    expect(cells[1]).toBe('9:05');
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Riga FC – Valmiera 1: Match result, Riga FC at 1.85',
      'Riga FC – Valmiera 2: Total 2.5, Over 2.5 at 2.00',
      'Riga FC – Valmiera 3: Handicap, Valmiera 3 +1.5 at 2.00',
    ]);
    expect(cells.slice(3)).toEqual(['7.40', '$2.00', 'Open', 'up to $14.80']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Your sports bets, page 2 of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/bets/history?tab=sports&page=2');
    expect(callsTo('/api/account/getBetHistory').some((call) => call.query.get('offset') === '10')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    const won = await screen.findByRole('table', { name: 'Your sports bets, page 1 of 1' });
    expect(screen.getByTestId('location')).toHaveTextContent('/bets/history?tab=sports&status=won');
    expect(within(won).getByText('Won')).toBeInTheDocument();
    expect(within(won).getByText('$14.80')).toBeInTheDocument();
    expect(within(won).getByText('(Free bet)')).toBeInTheDocument();
    expect(callsTo('/api/account/getBetHistory').at(-1)?.query.get('status')).toBe('won');
  });

  it('says when there are no sports bets yet', async () => {
    renderAt('/bets/history?tab=sports', { '/api/account/getBetHistory': () => ok({ items: [], total: 0 }) });
    expect(await screen.findByText('You have not placed any sports bets yet.')).toBeInTheDocument();
  });

  it('shows a failed load as an alert', async () => {
    renderAt('/bets/history?tab=sports', { '/api/account/getBetHistory': () => apiError('InternalServerError', 500) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('bet exports page', () => {
  it('requests an export for a period, follows it until it is ready and links the file', async () => {
    let created = false;
    let polls = 0;
    const { user, callsTo } = renderAt('/bets/exports', {
      '/api/games/createhistoryexportrequest': () => ((created = true), ok({ id: 4, status: 'pending' })),
      '/api/games/gethistoryexportrequest': () => {
        if (!created) return ok({ items: [], total: 0 });
        polls += 1;
        const ready = polls > 1;
        return ok({
          items: [
            {
              id: 4,
              kind: 'casino',
              status: ready ? 'ready' : 'pending',
              created_at: '2026-03-07T09:05:00.000Z',
              finished_at: ready ? '2026-03-07T09:06:00.000Z' : null,
              rows: ready ? 12 : 0,
              download_url: ready ? '/api/games/downloadhistoryexport?id=4' : null,
            },
          ],
          total: 1,
        });
      },
    });
    expect(await screen.findByText('You have not requested any exports yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From (dd.mm.yyyy)'), '01.03.2026');
    await user.type(screen.getByLabelText('To (dd.mm.yyyy)'), '07.03.2026');
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Your export is being prepared.'));
    // Casino rounds unless the player chooses otherwise.
    expect(screen.getByRole('radio', { name: 'Casino rounds' })).toBeChecked();
    expect(callsTo('/api/games/createhistoryexportrequest')[0]?.body).toEqual({
      kind: 'casino',
      date_from: '2026-03-01',
      date_to: '2026-03-07',
    });
    expect(await screen.findByText('Being prepared')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download CSV' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/api/games/downloadhistoryexport?id=4');
    expect(screen.getByText('Rounds in the file: 12')).toBeInTheDocument();
  });

  it('exports sports bets when the player chooses them, and says so on the export', async () => {
    const exports: Record<string, unknown>[] = [];
    const { user, callsTo } = renderAt('/bets/exports', {
      '/api/games/createhistoryexportrequest': (body) => {
        exports.unshift({
          id: 9,
          kind: body['kind'],
          status: 'ready',
          created_at: '2026-03-07T09:05:00.000Z',
          finished_at: '2026-03-07T09:05:01.000Z',
          rows: 3,
          download_url: '/api/games/downloadhistoryexport?id=9',
        });
        return ok({ id: 9, status: 'pending' });
      },
      '/api/games/gethistoryexportrequest': () => ok({ items: exports, total: exports.length }),
    });
    await screen.findByText('You have not requested any exports yet.');
    const choice = screen.getByRole('group', { name: 'What to export' });
    await user.click(within(choice).getByRole('radio', { name: 'Sports bets' }));
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    await waitFor(() => expect(callsTo('/api/games/createhistoryexportrequest')).toHaveLength(1));
    expect(callsTo('/api/games/createhistoryexportrequest')[0]?.body).toEqual({ kind: 'sports' });
    const item = await screen.findByRole('listitem', { name: /^Export of/ });
    expect(within(item).getByText('Sports bets')).toBeInTheDocument();
    expect(within(item).getByText('Bets in the file: 3')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/games/downloadhistoryexport?id=9');
  });

  it('refuses a period that ends before it starts, and shows the server’s refusal', async () => {
    const { user, callsTo } = renderAt('/bets/exports', {
      '/api/games/gethistoryexportrequest': () => ok({ items: [], total: 0 }),
      '/api/games/createhistoryexportrequest': () => apiError('TooManyRequests', 429),
    });
    await screen.findByText('You have not requested any exports yet.');
    await user.type(screen.getByLabelText('From (dd.mm.yyyy)'), '07.03.2026');
    await user.type(screen.getByLabelText('To (dd.mm.yyyy)'), '01.03.2026');
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    await waitFor(() => expect(screen.getByLabelText('To (dd.mm.yyyy)')).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo('/api/games/createhistoryexportrequest')).toHaveLength(0);
    await user.clear(screen.getByLabelText('To (dd.mm.yyyy)'));
    await user.click(screen.getByRole('button', { name: 'Request export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
