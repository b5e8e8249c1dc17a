import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { useToastStore } from '@nfx/dialogs';
import { useLoyaltyToasts } from './common/use-loyalty-toasts';
import { LoyaltyToasts } from './LoyaltyToasts';
import { accountInfo } from './testing/fixtures';
import { renderWithProviders } from './testing/render';

jest.setTimeout(30_000);

const questDone = {
  id: 41,
  trigger: 'quest',
  type: 'credit',
  title: 'Quest complete',
  message: 'You earned 50 Coins',
  amount: 50,
  amountType: 'points',
  image: null,
};

function setUp({ notification = { duration: 3, sound: false } } = {}) {
  let answers = [[questDone], []];
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo),
    '/nfx/cms-config/en': () =>
      new Response(JSON.stringify({ loyalty: { isEnableLoyalty: true, isEnableCharacters: true, notification } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    '/api/loyalty/getnotifications': () => {
      const [items = [], ...rest] = answers;
      answers = rest;
      return ok({ items });
    },
  });
  return api;
}

/** A loyalty page's own use of the toasts, mounted beside the layout's. */
function LoyaltyPage() {
  useLoyaltyToasts(true);
  return <Link to="/gamehall">Game hall</Link>;
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('LoyaltyToasts (mounted by the shell on every page)', () => {
  it('asks at once, shows the toast 300 ms later for the configured seconds, and asks again on a path change', async () => {
    const { callsTo } = setUp();
    renderWithProviders(
      <>
        <LoyaltyToasts />
        <Link to="/gamehall">Game hall</Link>
      </>,
      { route: '/' },
    );
    await waitFor(() => expect(callsTo('/api/loyalty/getnotifications')).toHaveLength(1));
    const askedAt = Date.now();
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(250);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      id: 'loyalty-41',
      title: 'Quest complete',
      message: 'You earned 50 Coins',
      tone: 'success',
      durationMs: 3000,
      onOpened: undefined,
    });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Game hall' }));
    await waitFor(() => expect(callsTo('/api/loyalty/getnotifications')).toHaveLength(2));
  });

  it('chimes by default for 5 s when the config says nothing', async () => {
    setUp({ notification: {} as { duration: number; sound: boolean } });
    renderWithProviders(<LoyaltyToasts />);
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ durationMs: 5000, onOpened: expect.any(Function) });
  });

  it('asks once per path when a loyalty page and the layout both want toasts', async () => {
    const { callsTo } = setUp();
    renderWithProviders(
      <>
        <LoyaltyToasts />
        <LoyaltyPage />
      </>,
    );
    await waitFor(() => expect(callsTo('/api/loyalty/getnotifications')).toHaveLength(1));
    // The page's own hook waits for the first click; after it, it still leaves the asking to the layout's.
    fireEvent.pointerDown(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(callsTo('/api/loyalty/getnotifications')).toHaveLength(1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });
});
