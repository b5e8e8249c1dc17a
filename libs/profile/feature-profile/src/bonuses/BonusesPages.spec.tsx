import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

const money = (amount: number) => ({ amount, currency: 'EUR' });
const bonus = (id: number, status: string, title: string) => ({
  id,
  type: 'casino',
  kind: 'no_deposit',
  campaign_id: id,
  status,
  title,
  description: '',
  image: '',
  amount: money(10),
  wagering: { multiplier: 20, required: money(200), wagered: money(50) },
  max_stake: money(2),
  free_spins_left: null as number | null,
  min_price: null as number | null,
  created_at: '2026-03-01T10:00:00.000Z',
  activated_at: null,
  expires_at: '2026-03-08T10:00:00.000Z',
  finished_at: null,
});

function renderAt(path: string, routes: Record<string, Handler>) {
  // The bonuses page lists free bets too (BettingBonusesSection.spec.tsx); none here.
  const api = installFetch({ ...baseRoutes(), '/api/BettingBonuses/get': () => ok({ items: [], total: 0 }), ...routes });
  render(withProviders(<RemoteRoutes section="profile" />, path));
  return { ...api, user: userEvent.setup() };
}

describe('bonuses page', () => {
  it('lists active, available and past bonuses, and activates one only after the player confirms', async () => {
    let bonuses = [bonus(1, 'active', 'Welcome 10'), bonus(2, 'available', 'Reload bonus'), bonus(3, 'expired', 'Old bonus')];
    const { user, callsTo } = renderAt('/bonuses', {
      '/api/bonuses/get': () => ok({ items: bonuses, total: bonuses.length }),
      '/api/bonuses/activate': () => apiError('InvalidRequest', 400, { code: 'bonus_already_active' }),
      '/api/bonuses/deactivate': (body) => {
        bonuses = bonuses.map((item) => (item.id === Number(body['bonus_id']) ? { ...item, status: 'cancelled' } : item));
        return ok(bonuses[0]);
      },
    });
    const active = await screen.findByRole('region', { name: 'Active bonus' });
    const welcome = within(active).getByRole('listitem', { name: 'Welcome 10' });
    expect(within(welcome).getByText('Wagered €50.00 of €200.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Old bonus')).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: 'Available bonuses' })).getByRole('button', { name: 'Activate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Activate this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/bonuses/activate')).toHaveLength(0);
    await user.click(within(screen.getByRole('region', { name: 'Available bonuses' })).getByRole('button', { name: 'Activate' }));
    dialog = await screen.findByRole('dialog', { name: 'Activate this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(callsTo('/api/bonuses/activate')[0]?.body).toEqual({ bonus_id: '2' });

    await user.click(within(welcome).getByRole('button', { name: 'Deactivate' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'History' })).getByText('Welcome 10')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Active bonus' })).getByText('No bonus is active.')).toBeInTheDocument();
  });

  it('shows the spins a free-spin bonus has left while it runs, and nothing of the kind for other bonuses', async () => {
    const freeSpins = (id: number, status: string, title: string, left: number) => ({
      ...bonus(id, status, title),
      kind: 'free_spins',
      amount: money(0),
      wagering: { multiplier: 20, required: money(0), wagered: money(0) },
      free_spins_left: left,
    });
    const bonuses = [
      freeSpins(1, 'active', 'Fifty spins', 37),
      freeSpins(2, 'available', 'Ten spins', 10),
      freeSpins(3, 'completed', 'Old spins', 0),
      bonus(4, 'expired', 'Old bonus'),
    ];
    renderAt('/bonuses', { '/api/bonuses/get': () => ok({ items: bonuses, total: bonuses.length }) });
    const active = await screen.findByRole('region', { name: 'Active bonus' });
    expect(within(within(active).getByRole('listitem', { name: 'Fifty spins' })).getByText('Free spins left: 37')).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Available bonuses' });
    expect(within(within(available).getByRole('listitem', { name: 'Ten spins' })).getByText('Free spins left: 10')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).queryByText(/Free spins left/)).not.toBeInTheDocument();
  });

  it('applies a promo code and shows a refused one on its field', async () => {
    const { user, callsTo } = renderAt('/bonuses', {
      '/api/bonuses/get': () => ok({ items: [], total: 0 }),
      '/api/campaigns/activateOffer': (body) =>
        body['promo_code'] === 'WELCOME10'
          ? ok(bonus(5, 'active', 'Welcome 10'))
          : apiError('InvalidParameter', 400, { invalid_parameters: { promo_code: ['INVALID'] } }),
    });
    const field = await screen.findByLabelText('Promo code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This promo code is not valid.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(callsTo('/api/campaigns/activateOffer')).toHaveLength(2));
    expect(callsTo('/api/campaigns/activateOffer')[1]?.body).toEqual({ promo_code: 'WELCOME10' });
    await waitFor(() => expect(field).toHaveValue(''));
  });
});

describe('cashback page', () => {
  it('pays out an active cashback and removes one after the player confirms', async () => {
    let cashbacks = [
      {
        id: 7,
        status: 'active',
        amount: money(4),
        net_loss: money(40),
        percent: 10,
        description: 'Daily cashback 10%',
        end_date: '2026-03-01',
        receiving_expired_at: '2026-03-08T00:10:00.000Z',
        created_at: '2026-03-02T00:10:00.000Z',
      },
    ];
    const { user, callsTo } = renderAt('/cashback', {
      '/api/cashbacks/get': () => ok({ items: cashbacks, total: cashbacks.length }),
      '/api/cashbacks/payout': () => {
        cashbacks = cashbacks.map((item) => ({ ...item, status: 'paid_out', receiving_expired_at: null as unknown as string }));
        return ok(cashbacks[0]);
      },
      '/api/cashbacks/remove': () => {
        cashbacks = [];
        return ok(1);
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Cashback for the period ending 01.03.2026' });
    expect(within(item).getByText('Ready to collect')).toBeInTheDocument();
    expect(callsTo('/api/cashbacks/get')[0]?.query.get('sort')).toBe('end_date');
    await user.click(within(item).getByRole('button', { name: 'Collect' }));
    expect(await within(item).findByText('Paid out')).toBeInTheDocument();
    expect(callsTo('/api/cashbacks/payout')).toHaveLength(1);

    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this cashback?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('You have not earned any cashback yet. Cashback you earn will appear here to claim.'),
    ).toBeInTheDocument();
  });
});
