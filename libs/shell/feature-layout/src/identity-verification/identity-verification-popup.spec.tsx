import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { getApiClient } from '@nfx/api-client';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { closeAllDialogs, useDialogStore } from '@nfx/dialogs';
import { accountInfoQueryOptions } from '@nfx/session';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogHost } from '../dialogs/DialogHost';
import { useIdentityVerificationPopup } from './use-identity-verification-popup';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const account = (onVerification: boolean) => ({
  uid: 7,
  login: 'demo@example.com',
  fakename: '',
  locale: 'en',
  is_on_verification: onVerification,
  is_verified: false,
  balance_main: money(25),
  balance_bonus: money(0),
  balance_betting_bonus: money(0),
  balance_fun: { amount: 0, currency: 'FUN' },
});

function api(refusal: string, onVerification = false, settings: Record<string, unknown> = {}) {
  return installFakeApi({
    '/nfx/cms-config/en': () => new Response(JSON.stringify({ settings }), { headers: { 'content-type': 'application/json' } }),
    '/api/account/getInfo': () => ok(account(onVerification)),
    '/api/cashier/makedeposit': () => failure(refusal, 400),
    '/api/games/get': () => failure('InvalidParameter', 400),
  });
}

function Where() {
  return <output aria-label="page">{useLocation().pathname}</output>;
}

function Harness() {
  const { pathname } = useLocation();
  useIdentityVerificationPopup(pathname);
  return (
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <DialogHost />
    </>
  );
}

/** A call some app makes (here the cashier's); the popup must not depend on which one. */
async function callFails(area: string, method: string) {
  await act(async () => {
    await getApiClient()
      .post(area, method)
      .catch(() => undefined);
  });
}

async function renderAt(path: string) {
  const view = renderWithProviders(<Harness />, { path });
  await waitFor(() => expect(view.queryClient.getQueryData(accountInfoQueryOptions().queryKey)).toBeDefined());
  return view;
}

afterEach(() => {
  act(() => closeAllDialogs());
  useDialogStore.setState({ registry: {} });
});

describe('identity-verification popup', () => {
  it.each([
    ['SumsubVerificationRequired', 'Identity verification is required to continue.'],
    ['KycUserProfile', 'Please verify your identity to continue.'],
  ])('opens on %s from any call and leads to /profile/verification', async (refusal, reason) => {
    api(refusal);
    const user = userEvent.setup();
    await renderAt('/cashier/deposit');
    await callFails('cashier', 'makedeposit');

    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(dialog).toHaveTextContent(reason);
    expect(dialog).toHaveTextContent('upload a photo of an identity document and a selfie');
    await user.click(within(dialog).getByRole('button', { name: 'Verify now' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/profile/verification');
  });

  it('tells a player whose documents are being checked to wait, and closes with Later', async () => {
    api('SumsubVerificationRequired', true);
    const user = userEvent.setup();
    await renderAt('/casino');
    await callFails('cashier', 'makedeposit');

    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(dialog).toHaveTextContent('Your documents are being checked.');
    expect(within(dialog).getByRole('button', { name: 'See the status' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/casino');
  });

  it('stays closed for other errors and on the verification page itself', async () => {
    api('SumsubVerificationRequired');
    const elsewhere = await renderAt('/casino');
    await callFails('games', 'get');
    expect(screen.queryByRole('dialog')).toBeNull();
    elsewhere.unmount();

    await renderAt('/profile/verification');
    await callFails('cashier', 'makedeposit');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with verification switched off in the CMS (§3 isSumsubEnable), offers support instead of the missing page', async () => {
    api('SumsubVerificationRequired', false, { isSumsubEnable: false });
    const user = userEvent.setup();
    const view = await renderAt('/cashier/deposit');
    await waitFor(() => expect(view.queryClient.getQueryData(['nfx', 'cms-config', 'en'])).toBeDefined());
    await callFails('cashier', 'makedeposit');

    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(dialog).toHaveTextContent('Identity verification is required to continue.');
    expect(dialog).toHaveTextContent('Our support team will help you verify your identity.');
    expect(within(dialog).queryByRole('button', { name: 'Verify now' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Contact support' }));
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/support');
  });
});
