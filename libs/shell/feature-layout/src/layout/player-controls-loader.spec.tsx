import { act, screen, waitFor } from '@testing-library/react';
import { accountInfoQueryOptions } from '@nfx/session';
import { closeAllDialogs, openAuthDialog } from '@nfx/dialogs';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { isPlayerControlsLoaded } from './player-controls-loader';
import { SessionArea } from './SessionArea';
import { accountInfo, money } from '../testing/account-info';

const info = accountInfo;

afterEach(() => act(() => closeAllDialogs()));

// Its own file: the chunk, once in, stays in for the rest of a test file.
describe('the signed-in side of the header', () => {
  it('is fetched while the sign-in popup is open, so signing in swaps the sides in one render', async () => {
    let uid = 0;
    installFakeApi({
      '/api/account/getInfo': () => ok(info(uid)),
      '/api/account/getBalance': () =>
        ok({ balance_main: money(25), balance_bonus: money(0), balance_betting_bonus: money(0), balance_fun: money(0) }),
    });
    const { queryClient, container } = renderWithProviders(<SessionArea />);
    (await screen.findByRole('button', { name: 'Sign in' })).focus();
    expect(isPlayerControlsLoaded()).toBe(false);

    act(() => openAuthDialog({ mode: 'authorization' }));
    // Compiling the chunk on its first import can take a while under load.
    await waitFor(() => expect(isPlayerControlsLoaded()).toBe(true), { timeout: 10_000 });

    // Any placeholder shown between the two sides.
    const placeholders: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => node instanceof Element && node.matches('[aria-hidden="true"]') && placeholders.push(node)),
      ),
    );
    observer.observe(container, { childList: true, subtree: true });
    uid = 7;
    await act(() => queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey }));
    expect(await screen.findByRole('button', { name: /account menu/i })).toHaveFocus();
    observer.disconnect();
    expect(placeholders).toEqual([]);
  });
});
