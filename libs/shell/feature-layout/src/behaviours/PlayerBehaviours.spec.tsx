import { act, waitFor } from '@testing-library/react';
import { closeAllDialogs, isDialogOpen, isDialogRegistered } from '@nfx/dialogs';
import { accountInfoQueryOptions } from '@nfx/session';
import { generalInfoQueryOptions } from '@nfx/account';
import { renderWithProviders } from '../testing/render-with-providers';
import { signedInWithCashierTimeout } from '../testing/signed-in-with-cashier-timeout';
import { INACTIVITY_DIALOG } from './InactivityWarning';
import PlayerBehaviours from './PlayerBehaviours';

const signedIn = signedInWithCashierTimeout;

describe('PlayerBehaviours (the signed-in chunk)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => closeAllDialogs());
    jest.useRealTimers();
  });

  it('carries the inactivity logout: registers its dialog while mounted and opens it at 80 % of the time', async () => {
    signedIn();
    expect(isDialogRegistered(INACTIVITY_DIALOG)).toBe(false);
    const view = renderWithProviders(<PlayerBehaviours pathWithoutLocale="/cashier/deposit" />, { path: '/cashier/deposit' });
    expect(isDialogRegistered(INACTIVITY_DIALOG)).toBe(true);
    await waitFor(() => {
      expect(view.queryClient.getQueryData(accountInfoQueryOptions().queryKey)).toBeDefined();
      expect(view.queryClient.getQueryData(generalInfoQueryOptions().queryKey)).toBeDefined();
    });

    await act(() => jest.advanceTimersByTime(7_900));
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
    await act(() => jest.advanceTimersByTime(100));
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(true);

    view.unmount();
    expect(isDialogOpen(INACTIVITY_DIALOG)).toBe(false);
    expect(isDialogRegistered(INACTIVITY_DIALOG)).toBe(false);
  });
});
