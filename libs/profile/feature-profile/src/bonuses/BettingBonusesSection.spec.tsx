import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { closeAllDialogs, registerDialog, useDialogStore, useToastStore } from '@nfx/dialogs';
import { idempotencyKeyOf } from '@nfx/api-client/testing';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';
import { BETTING_BONUS_ACTIVATED_DIALOG } from './betting-bonus-popup';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
  useToastStore.setState({ toasts: [] });
});

const money = (amount: number) => ({ amount, currency: 'EUR' });
const freeBet = (id: number, status: string, title: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'betting',
  kind: 'free_bet',
  campaign_id: 4,
  status,
  title,
  description: '',
  image: '',
  amount: money(5),
  wagering: { multiplier: 1, required: money(5), wagered: money(0) },
  max_stake: null,
  free_spins_left: null,
  min_price: 150 as number | null,
  created_at: '2026-03-01T10:00:00.000Z',
  activated_at: null as string | null,
  expires_at: '2026-03-08T10:00:00.000Z',
  finished_at: null,
  ...over,
});
type FreeBet = ReturnType<typeof freeBet>;

/** /profile/bonuses with no casino bonus, the given free bets, and the routes a test adds. */
function renderBonuses(freeBets: () => FreeBet[] | Handler, routes: Record<string, Handler> = {}) {
  const list: Handler = (body, url) => {
    const answer = freeBets();
    return typeof answer === 'function' ? answer(body, url) : ok({ items: answer, total: answer.length });
  };
  const api = installFetch({
    ...baseRoutes(),
    '/api/bonuses/get': () => ok({ items: [], total: 0 }),
    '/api/BettingBonuses/get': list,
    ...routes,
  });
  render(withProviders(<RemoteRoutes section="profile" />, '/bonuses'));
  return { ...api, user: userEvent.setup() };
}

const freeBetsRegion = () => screen.findByRole('region', { name: 'Free bets' });
const keyOf = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path)).map(([, init]) => idempotencyKeyOf(init as RequestInit));

describe('free bets on /profile/bonuses', () => {
  it('lists each free bet with its amount, least odds, status and expiry, the running one first', async () => {
    renderBonuses(() => [
      freeBet(3, 'completed', 'Used free bet', { min_price: null }),
      freeBet(2, 'available', 'Free bet 5'),
      freeBet(1, 'active', 'Welcome free bet', { amount: money(10), min_price: null }),
    ]);
    const region = await freeBetsRegion();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Welcome free bet', 'Free bet 5', 'Used free bet']);
    const available = within(region).getByRole('listitem', { name: 'Free bet 5' });
    expect(available).toHaveTextContent('Available');
    expect(available).toHaveTextContent('€5.00');
    expect(available).toHaveTextContent('For a bet at odds of 1.50 or more');
    expect(available).toHaveTextContent('Valid until 08.03.2026');
    expect(within(available).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    const active = within(region).getByRole('listitem', { name: 'Welcome free bet' });
    expect(active).toHaveTextContent('€10.00');
    expect(within(active).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const used = within(region).getByRole('listitem', { name: 'Used free bet' });
    expect(used).toHaveTextContent('Completed');
    expect(within(used).queryByRole('button')).not.toBeInTheDocument();
  });

  it('activates a free bet only after the player confirms, then opens the shell’s “betting bonus activated” popup', async () => {
    act(() => void registerDialog(BETTING_BONUS_ACTIVATED_DIALOG, () => null));
    let freeBets = [freeBet(2, 'available', 'Free bet 5')];
    const { user, callsTo, fetchMock } = renderBonuses(() => freeBets, {
      '/api/BettingBonuses/activate': (body) => {
        freeBets = freeBets.map((item) =>
          item.id === Number(body['bonus_id']) ? { ...item, status: 'active', activated_at: '2026-03-02T10:00:00.000Z' } : item,
        );
        return ok(freeBets[0]);
      },
    });
    const region = await freeBetsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Activate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Activate this free bet?' });
    expect(dialog).toHaveTextContent('Free bet 5 becomes your active free bet');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/BettingBonuses/activate')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Activate' }));
    dialog = await screen.findByRole('dialog', { name: 'Activate this free bet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(useDialogStore.getState().stack).toHaveLength(1));
    expect(useDialogStore.getState().stack[0]).toMatchObject({
      name: BETTING_BONUS_ACTIVATED_DIALOG,
      props: { bonus: expect.objectContaining({ id: 2, title: 'Free bet 5', status: 'active' }) },
    });
    expect(callsTo('/api/BettingBonuses/activate')[0]?.body).toEqual({ bonus_id: '2' });
    expect(keyOf(fetchMock, '/api/BettingBonuses/activate')[0]).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activate this free bet?' })).not.toBeInTheDocument());
    expect(await within(region).findByText('Active')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('says so with a toast where no shell registered the popup (the remote on its own)', async () => {
    const { user } = renderBonuses(() => [freeBet(2, 'available', 'Free bet 5')], {
      '/api/BettingBonuses/activate': () => ok(freeBet(2, 'active', 'Free bet 5')),
    });
    await user.click(await within(await freeBetsRegion()).findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Free bet 5 is active. Choose it in the bet slip.']),
    );
    expect(useDialogStore.getState().stack).toHaveLength(0);
  });

  it('tells a refused activation in words when another free bet runs, with role="alert"', async () => {
    act(() => void registerDialog(BETTING_BONUS_ACTIVATED_DIALOG, () => null));
    const { user } = renderBonuses(() => [freeBet(2, 'available', 'Free bet 5'), freeBet(1, 'active', 'Welcome free bet')], {
      '/api/BettingBonuses/activate': () => apiError('InvalidRequest', 400, { code: 'bonus_already_active' }),
    });
    const region = await freeBetsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Another free bet is active. Use it in the bet slip or remove it before you activate this one.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useDialogStore.getState().stack).toHaveLength(0);
  });

  it('removes a free bet only after the player confirms', async () => {
    let freeBets = [freeBet(1, 'active', 'Welcome free bet')];
    const { user, callsTo, fetchMock } = renderBonuses(() => freeBets, {
      '/api/BettingBonuses/remove': () => {
        freeBets = [];
        return ok(1);
      },
    });
    const region = await freeBetsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this free bet?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/BettingBonuses/remove')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this free bet?' });
    expect(dialog).toHaveTextContent('Welcome free bet will be removed. If it is active and not used yet, it is lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(region).findByText('You have no free bets. Free bets from promo codes and offers will appear here.'),
    ).toBeInTheDocument();
    expect(callsTo('/api/BettingBonuses/remove')[0]?.body).toEqual({ bonus_id: '1' });
    expect(keyOf(fetchMock, '/api/BettingBonuses/remove')[0]).toBeTruthy();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Welcome free bet was removed.']);
  });

  it('says in a sentence that the player has no free bets', async () => {
    renderBonuses(() => []);
    expect(
      await within(await freeBetsRegion()).findByText('You have no free bets. Free bets from promo codes and offers will appear here.'),
    ).toBeInTheDocument();
    expect(within(await freeBetsRegion()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a list that failed to load with role="alert" and keeps the casino bonuses', async () => {
    renderBonuses(() => () => apiError('InternalError', 500));
    const region = await freeBetsRegion();
    expect(await within(region).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Active bonus' })).toHaveTextContent('No bonus is active.');
  });
});
