import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_DIALOG, closeAllDialogs, openDialog, useDialogStore } from '@nfx/dialogs';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogHost } from '../dialogs/DialogHost';
import { useBonusPopups } from './use-bonus-popups';
import { SEEN_CASHBACK_KEY, unseenCashback } from './unseen-cashback';
import { accountInfo, money } from '../testing/account-info';

const account = accountInfo;
const bonus = {
  id: 3,
  type: 'casino',
  kind: 'no_deposit',
  campaign_id: 3,
  status: 'active',
  title: 'Welcome 10',
  description: '',
  image: '',
  amount: money(10),
  wagering: { multiplier: 20, required: money(200), wagered: money(0) },
  max_stake: money(2),
  created_at: '2026-11-25T10:00:00Z',
  activated_at: '2026-11-25T10:00:00Z',
  expires_at: '2026-12-25T10:00:00Z',
  finished_at: null,
};
const cashback = (over: Record<string, unknown> = {}) => ({
  id: 41,
  status: 'active' as const,
  amount: money(12.5),
  net_loss: money(125),
  percent: 10,
  description: 'Daily cashback',
  end_date: '2026-11-24',
  receiving_expired_at: '2026-12-01T00:10:00Z',
  created_at: '2026-11-25T00:10:00Z',
  ...over,
});

type Routes = Parameters<typeof installFakeApi>[0];

function api(extra: Routes = {}, uid = 7) {
  return installFakeApi({
    '/api/account/getInfo': () => ok(account(uid)),
    '/api/account/getBalance': () => ok(account(uid)),
    '/api/cashbacks/get': () => ok({ items: [], total: 0 }),
    '/api/storage/get': () => ok({ key: SEEN_CASHBACK_KEY, value: null }),
    '/api/storage/set': () => ok(1),
    ...extra,
  });
}

function Harness({ path }: { path: string }) {
  useBonusPopups(path);
  return <DialogHost />;
}

function renderAt(route: string) {
  const path = route.split('?')[0]!;
  return renderWithProviders(<Harness path={path} />, { path: route });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
});

// First in the file: the page's first idle moment is latched for the module's life, as for a page's.
describe('while the page is still loading', () => {
  it('asks for the code and the cashback at once, and opens their popups once the page has loaded and gone idle', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const { callsTo } = api({
        '/api/campaigns/activateOffer': () => ok(bonus),
        '/api/cashbacks/get': () => ok({ items: [cashback()], total: 1 }),
      });
      renderAt('/casino?promo_code=WELCOME10');
      await waitFor(() => expect(callsTo('/api/campaigns/activateOffer')).toHaveLength(1));
      await waitFor(() => expect(callsTo('/api/storage/get')).toHaveLength(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('dialog')).toBeNull();

      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(await screen.findByRole('dialog', { name: 'Promo code activated' })).toBeInTheDocument();
      act(() => closeAllDialogs());
      expect(await screen.findByRole('dialog', { name: 'You have a cashback' })).toBeInTheDocument();
    } finally {
      readyState.mockRestore();
    }
  });
});

describe('promo_code flag', () => {
  it('applies ?promo_code= for a signed-in player, shows the activated popup and forgets the code', async () => {
    const { callsTo } = api({ '/api/campaigns/activateOffer': () => ok(bonus) });
    renderAt('/casino?promo_code=WELCOME10');
    const dialog = await screen.findByRole('dialog', { name: 'Promo code activated' });
    expect(dialog).toHaveTextContent('Promo code WELCOME10 gave you Welcome 10: €10.00.');
    expect(within(dialog).getByRole('button', { name: 'See my bonuses' })).toBeInTheDocument();
    const [call] = callsTo('/api/campaigns/activateOffer');
    expect(call!.body).toMatchObject({ promo_code: 'WELCOME10' });
    expect(new Headers(call!.init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(localStorage.getItem('promo_code')).toBeNull();
  });

  it('tells a refusal by its first promo_code code and falls back to INVALID', async () => {
    api({
      '/api/campaigns/activateOffer': () => failure('InvalidParameter', 400, { invalid_parameters: { promo_code: ['ALREADY_USED'] } }),
    });
    const first = renderAt('/?promo_code=WELCOME10');
    const dialog = await screen.findByRole('dialog', { name: 'Promo code not applied' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You have already used promo code WELCOME10.');
    expect(localStorage.getItem('promo_code')).toBeNull();
    act(() => closeAllDialogs());
    first.unmount();

    localStorage.clear();
    api({ '/api/campaigns/activateOffer': () => failure('InvalidRequest', 400, { code: 'self_excluded' }) });
    renderAt('/?promo_code=NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Promo code NOPE is not valid.');
  });

  it('keeps the stored code for a visitor and sends nothing while the auth popup is open', async () => {
    const { callsTo } = api({}, 0);
    const visitor = renderAt('/?promo_code=WELCOME10');
    await waitFor(() => expect(callsTo('/api/account/getInfo').length).toBeGreaterThan(0));
    expect(callsTo('/api/campaigns/activateOffer')).toHaveLength(0);
    visitor.unmount();

    localStorage.setItem('promo_code', 'WELCOME10');
    const signedIn = api({ '/api/campaigns/activateOffer': () => ok(bonus) });
    act(() => void openDialog({ id: AUTH_DIALOG, title: 'Sign in', content: <p>form</p> }));
    renderAt('/');
    await waitFor(() => expect(signedIn.callsTo('/api/account/getInfo').length).toBeGreaterThan(0));
    expect(signedIn.callsTo('/api/campaigns/activateOffer')).toHaveLength(0);
    act(() => closeAllDialogs());
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' })).toBeInTheDocument();
  });
});

describe('unseen cashback', () => {
  it('follows the §4 rule', () => {
    expect(unseenCashback(undefined, null)).toBeNull();
    expect(unseenCashback(cashback(), null)?.id).toBe(41);
    expect(unseenCashback(cashback(), '41')).toBeNull();
    expect(unseenCashback(cashback({ status: 'paid_out', receiving_expired_at: null }), '40')?.id).toBe(41);
    expect(unseenCashback(cashback({ status: 'paid_out' }), null)).toBeNull();
  });

  it('shows the latest cashback once and stores its id as seen when closed', async () => {
    const { callsTo } = api({ '/api/cashbacks/get': () => ok({ items: [cashback()], total: 1 }) });
    const user = userEvent.setup();
    renderAt('/casino');
    const dialog = await screen.findByRole('dialog', { name: 'You have a cashback' });
    expect(dialog).toHaveTextContent('A cashback of €12.50 is waiting for you. Receive it by 01.12.2026.');
    const query = callsTo('/api/cashbacks/get')[0]!.url.searchParams;
    expect([query.get('count'), query.get('sort'), query.get('statuses')]).toEqual(['1', 'end_date', 'paid_out,active']);
    expect(callsTo('/api/storage/get')[0]!.url.searchParams.get('key')).toBe('already_seen_cashback_id');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo('/api/storage/set')).toHaveLength(1));
    expect(callsTo('/api/storage/set')[0]!.body).toEqual({ key: 'already_seen_cashback_id', value: '41' });
  });

  it('stays closed for a seen cashback and on the deposit pages', async () => {
    const seen = api({
      '/api/cashbacks/get': () => ok({ items: [cashback()], total: 1 }),
      '/api/storage/get': () => ok({ key: SEEN_CASHBACK_KEY, value: '41' }),
    });
    const first = renderAt('/casino');
    await waitFor(() => expect(seen.callsTo('/api/storage/get')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const deposit = api({ '/api/cashbacks/get': () => ok({ items: [cashback()], total: 1 }) });
    renderAt('/cashier/deposit');
    await waitFor(() => expect(deposit.callsTo('/api/storage/get')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
