import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { closeAllDialogs, isDialogRegistered, openDialog, useDialogStore } from '@nfx/dialogs';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { accountInfo, money } from '../testing/account-info';
import { DialogHost } from '../dialogs/DialogHost';
import { BETTING_BONUS_ACTIVATED_DIALOG, type BettingBonusActivatedProps } from './BettingBonusActivated';
import { SEEN_CASHBACK_KEY } from './unseen-cashback';
import { useBonusPopups } from './use-bonus-popups';

const freeBet = (over: Partial<BettingBonusActivatedProps['bonus']> = {}) => ({
  id: 12,
  type: 'betting',
  kind: 'free_bet',
  status: 'active',
  title: 'Free bet 5',
  amount: money(5),
  min_price: 150 as number | null,
  expires_at: '2026-12-02T10:00:00Z',
  ...over,
});

function Location() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The shell's signed-in behaviours (which register the popup) and its dialog host, at /profile/bonuses. */
function Harness() {
  useBonusPopups('/profile/bonuses');
  return (
    <>
      <DialogHost />
      <Location />
    </>
  );
}

/** What the profile remote does after BettingBonuses.activate answers. */
const openAsProfileDoes = (bonus: ReturnType<typeof freeBet>) =>
  act(() => void openDialog({ id: BETTING_BONUS_ACTIVATED_DIALOG, name: BETTING_BONUS_ACTIVATED_DIALOG, props: { bonus } }));

beforeEach(() => {
  installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(7)),
    '/api/account/getBalance': () => ok(accountInfo(7)),
    '/api/cashbacks/get': () => ok({ items: [], total: 0 }),
    '/api/storage/get': () => ok({ key: SEEN_CASHBACK_KEY, value: null }),
  });
});
afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
});

describe('betting bonus activated popup', () => {
  it('is registered for the remotes while the signed-in behaviours run, and only then', async () => {
    const { unmount } = renderWithProviders(<Harness />, { path: '/profile/bonuses' });
    await waitFor(() => expect(isDialogRegistered(BETTING_BONUS_ACTIVATED_DIALOG)).toBe(true));
    unmount();
    expect(isDialogRegistered(BETTING_BONUS_ACTIVATED_DIALOG)).toBe(false);
  });

  it('names the free bet, its amount, expiry and least odds, and leads to the sportsbook', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { path: '/profile/bonuses' });
    await waitFor(() => expect(isDialogRegistered(BETTING_BONUS_ACTIVATED_DIALOG)).toBe(true));
    openAsProfileDoes(freeBet());
    const dialog = await screen.findByRole('dialog', { name: 'Betting bonus activated' });
    expect(within(dialog).getByRole('heading', { name: 'Betting bonus activated' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Free bet 5 (€5.00) is ready: choose it in the bet slip when you place a sports bet, by 02.12.2026.');
    expect(dialog).toHaveTextContent('It pays a bet at odds of 1.50 or more.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'Go to sports betting' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/betting');
  });

  it('says nothing of odds for a free bet that takes any price, and closes with its close button or Esc', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { path: '/profile/bonuses' });
    await waitFor(() => expect(isDialogRegistered(BETTING_BONUS_ACTIVATED_DIALOG)).toBe(true));
    openAsProfileDoes(freeBet({ min_price: null, title: 'Any-odds free bet' }));
    let dialog = await screen.findByRole('dialog', { name: 'Betting bonus activated' });
    expect(dialog).toHaveTextContent('Any-odds free bet (€5.00) is ready');
    expect(dialog).not.toHaveTextContent(/odds of/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    openAsProfileDoes(freeBet());
    dialog = await screen.findByRole('dialog', { name: 'Betting bonus activated' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/profile/bonuses');
  });
});
