import { act, fireEvent, waitFor } from '@testing-library/react';
import { closeAllDialogs, isDialogOpen } from '@nfx/dialogs';
import { accountInfoQueryOptions } from '@nfx/session';
import { renderWithProviders } from '../testing/render-with-providers';
import { signedInWithCashierTimeout } from '../testing/signed-in-with-cashier-timeout';
import { generalInfoQueryOptions } from '@nfx/account';
import { INACTIVITY_DIALOG } from './InactivityWarning';
import { useInactivityLogout } from './use-inactivity-logout';

function Probe() {
  useInactivityLogout();
  return null;
}

const signedIn = signedInWithCashierTimeout;

async function renderAt(path: string) {
  const view = renderWithProviders(<Probe />, { path });
  // The timer starts once both the session and general info are known.
  await waitFor(() => {
    expect(view.queryClient.getQueryData(accountInfoQueryOptions().queryKey)).toBeDefined();
    expect(view.queryClient.getQueryData(generalInfoQueryOptions().queryKey)).toBeDefined();
  });
  return view;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('inactivity on cashier pages (user_inactivity_cashier_time)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => closeAllDialogs());
    jest.useRealTimers();
  });

  it('warns at 80 % of the cashier time, starts again on activity and signs the player out at the end', async () => {
    const { callsTo } = signedIn();
    await renderAt('/cashier/deposit');

    await advance(7_900);
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
    await advance(100);
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(true);

    // A click is activity: the warning goes and the whole period starts again.
    fireEvent.click(document.body);
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
    await advance(9_900);
    expect(callsTo('/api/auth/logout')).toHaveLength(0);
    await advance(100);
    await waitFor(() => expect(callsTo('/api/auth/logout')).toHaveLength(1));
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
  });

  it('leaves other pages to the site-wide time (off here)', async () => {
    const { callsTo } = signedIn();
    await renderAt('/gamehall');
    await advance(60_000);
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
    expect(callsTo('/api/auth/logout')).toHaveLength(0);
  });
});
