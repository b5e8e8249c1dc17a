import { fireEvent, screen } from '@testing-library/react';
import type { AccountInfo } from '@nfx/session';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { loadRemoteModule } from '@nfx/shell-federation';
import { renderWithProviders } from '../testing/render-with-providers';
import { createRemoteFallback } from '@nfx/shell-feature-core';
import { PageNotifications } from './PageNotifications';

// The mount keeps a loaded module per remote and expose for the page's life: each case names its own expose.
let expose = './LoyaltyToasts';
jest.mock('@nfx/shell-federation', () => ({
  remoteRegistry: () => ({ loyalty: { manifest: '/remotes/loyalty/1/mf-manifest.json', version: '1', mounts: { notifications: expose } } }),
  remoteVersion: () => '1',
  resetRemote: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);
const money = (amount: number) => ({ amount, currency: 'EUR' });
const account = (uid: number) =>
  ({
    uid,
    login: uid ? 'demo@example.com' : '',
    fakename: '',
    locale: 'en',
    balance_main: money(5),
    balance_bonus: money(0),
  }) as AccountInfo;

function setUp({ uid = 7, loyalty = { isEnableLoyalty: true, isEnableCharacters: true } } = {}) {
  installFakeApi({
    '/api/account/getInfo': () => ok(account(uid)),
    '/nfx/cms-config/en': () => new Response(JSON.stringify({ loyalty }), { status: 200, headers: { 'content-type': 'application/json' } }),
  });
  return renderWithProviders(<PageNotifications />);
}

/** Lets the session and CMS config queries settle, so a mount that is going to happen would have. */
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => load.mockReset());

describe('PageNotifications (the notifications mount point in the layout)', () => {
  it('loads the registry’s module for a signed-in player only after the first click, and mounts it', async () => {
    load.mockResolvedValue({ module: { default: () => <p>loyalty toasts mounted</p> }, failed: false });
    setUp();
    await settle();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('loyalty toasts mounted')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('loyalty', './LoyaltyToasts');
  });

  it('loads nothing for a signed-out visitor, even after a click', async () => {
    setUp({ uid: 0 });
    await settle();
    fireEvent.pointerDown(document.body);
    fireEvent.touchStart(document.body);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing while loyalty and characters are both off', async () => {
    setUp({ loyalty: { isEnableLoyalty: false, isEnableCharacters: false } });
    await settle();
    fireEvent.pointerDown(document.body);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['yields the fallback module', () => load.mockResolvedValue({ module: { default: createRemoteFallback('loyalty') }, failed: true })],
    ['is missing', () => load.mockRejectedValue(new Error('not in the registry'))],
    [
      'throws while rendering',
      () =>
        load.mockResolvedValue({
          module: {
            default: () => {
              throw new Error('broken');
            },
          },
          failed: false,
        }),
    ],
  ])('leaves no panel behind when the remote %s', async (name, arrange) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expose = `./LoyaltyToasts-${name.replaceAll(' ', '-')}`;
    arrange();
    const { container } = setUp();
    await settle();
    fireEvent.pointerDown(document.body);
    // Past React's 300 ms throttle on revealing a suspended boundary's content.
    await settle(600);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-remote="loyalty"]')).toBeEmptyDOMElement();
  });
});
