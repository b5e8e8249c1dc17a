import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import type { PlayerCard } from '../api/players';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const summary = {
  id: 7,
  login: 'lucky@example.com',
  email: 'lucky@example.com',
  name: 'Lucky Luke',
  country: 'DE',
  currency: 'EUR',
  registered_at: '2026-11-01T10:00:00.000Z',
  is_banned: false,
};

function card(overrides: Partial<PlayerCard> = {}): PlayerCard {
  return {
    player: summary,
    locale: 'de',
    is_verified: true,
    two_factor_enabled: true,
    kyc_status: null,
    balances: { main: '25.00', bonus: '0.00', betting_bonus: '0.00', pending_withdrawal: '0.00' },
    sessions: [],
    limits: [
      {
        kind: 'deposit',
        amount: '100.00',
        minutes: null,
        period_days: 7,
        currency: 'EUR',
        pending: { amount: '500.00', minutes: null, period_days: null, removal: false, applies_at: '2026-12-06T10:00:00.000Z' },
        updated_at: '2026-12-05T10:00:00.000Z',
      },
    ],
    exclusion: null,
    protection_history: [{ at: '2026-12-05T10:00:00.000Z', action: 'limit_set', details: { kind: 'deposit' } }],
    bonuses: [],
    ...overrides,
  };
}

const ledger = {
  items: [
    {
      transfer_id: 3,
      at: '2026-12-05T09:00:00.000Z',
      kind: 'deposit',
      account: 'main',
      amount: '25.00',
      balance_after: '25.00',
      currency: 'EUR',
      reference: 'deposit:1',
    },
  ],
  has_more: false,
};

describe('players', () => {
  it('finds players by the text in the URL and opens a card', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/findPlayers': () => ok({ items: [summary] }),
      '/api/staff/playerCard': () => ok(card()),
      '/api/staff/playerLedger': () => ok(ledger),
      '/api/staff/playerNotes': () => ok({ items: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/players' });
    await userEvent.type(await screen.findByLabelText('Find a player'), 'lucky');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('link', { name: 'lucky@example.com' }));
    expect(callsTo('/api/staff/findPlayers')[0]!.url.searchParams.get('query')).toBe('lucky');

    expect(await screen.findByRole('heading', { name: 'lucky@example.com (player 7)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('player-balances')).getByText('€25.00')).toBeInTheDocument();
    const limit = screen.getByTestId('player-limit');
    expect(limit).toHaveTextContent('Deposits');
    expect(limit).toHaveTextContent('€100.00 per week');
    expect(limit).toHaveTextContent(/€500\.00 per week from/);
    expect(await screen.findByTestId('ledger-entry')).toHaveTextContent('Deposit');
    // Support reads and notes; the block actions are compliance's.
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('adds a note, refusing an empty one before asking the server', async () => {
    let notes: Array<{ id: number; at: string; staff_email: string; text: string }> = [];
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/playerCard': () => ok(card()),
      '/api/staff/playerLedger': () => ok(ledger),
      '/api/staff/playerNotes': () => ok({ items: notes }),
      '/api/staff/addPlayerNote': () => {
        notes = [{ id: 1, at: '2026-12-05T11:00:00.000Z', staff_email: 'support@example.com', text: 'Wants email only' }];
        return ok(notes[0]);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/players/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/addPlayerNote')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('New note'), 'Wants email only');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(within(await screen.findByTestId('player-notes')).getByText('Wants email only')).toBeInTheDocument();
    expect(callsTo('/api/staff/addPlayerNote')[0]!.body).toEqual({ id: '7', text: 'Wants email only' });
    expect(idempotencyKeyOf(callsTo('/api/staff/addPlayerNote')[0]!.init)).toBeTruthy();
  });

  it('lets compliance block a player with a reason', async () => {
    let banned = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/playerCard': () => ok(card({ player: { ...summary, is_banned: banned } })),
      '/api/staff/playerLedger': () => ok(ledger),
      '/api/staff/playerNotes': () => ok({ items: [] }),
      '/api/staff/blockPlayer': () => {
        banned = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/players/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block lucky@example.com' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('lucky@example.com is blocked and signed out everywhere.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(callsTo('/api/staff/blockPlayer')[0]!.body).toEqual({ id: '7', reason: 'Chargeback fraud' });
    // Compliance adds no notes.
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });

  it('answers an unknown player number with "not found", not an error', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/playerCard': () => failure('InvalidParameter', 400, { message: 'No such player' }),
      '/api/staff/playerLedger': () => ok(ledger),
      '/api/staff/playerNotes': () => ok({ items: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/players/999' });
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
  });
});
