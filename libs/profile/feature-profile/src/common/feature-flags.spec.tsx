import { configure, render, screen, waitFor, within } from '@testing-library/react';
import type { FeatureFlag } from '@nfx/api-contract';
import { RemoteRoutes } from '../RemoteRoutes';
import { baseRoutes, installFetch, ok, withProviders } from '../test-support';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** The profile as the shell mounts it, with the CMS's flags (§3) set as given and every page's calls answered. */
function renderProfile(path: string, flags: Partial<Record<FeatureFlag, boolean>>) {
  const api = installFetch({
    ...baseRoutes(),
    '/nfx/cms-config/en': () => ({ body: { settings: { validator: { messages: {} }, ...flags } } }),
    '/api/account/getSessions': () => ok({ items: [], previous_sign_in: null }),
    '/api/account/getProtection': () =>
      ok({ limits: [], exclusion: null, reality_check: { interval_minutes: null }, server_time: '2026-03-01T09:00:00.000Z' }),
    '/api/account/getBetHistory': () => ok({ items: [], total: 0 }),
    '/api/games/getHistory': () => ok({ items: [], total: 0 }),
    '/api/sumsub/getStatus': () => ok({ status: 'none', documents: [], missing: [] }),
  });
  const view = render(withProviders(<RemoteRoutes section="profile" />, path));
  return { ...api, view };
}

const notFound = () => document.querySelector('[data-page="not-found"]');
const tabs = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Profile sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('profile pages behind CMS feature flags', () => {
  it.each([
    ['isSumsubEnable', '/verification', 'Verification', '/api/sumsub/getStatus'],
    ['isResponsibleGamingEnable', '/responsible-game', 'Responsible gaming', '/api/account/getProtectionHistory'],
    ['isBetHistoryEnable', '/bets/history', 'Bet history', '/api/account/getBetHistory'],
  ] as const)('%s off: %s is not found, its tab is gone and its call is never made', async (flag, path, tab, call) => {
    const { callsTo, view } = renderProfile(path, { [flag]: false });
    await screen.findByText('system.notFound.title');
    expect(notFound()).not.toBeNull();
    expect(callsTo(call)).toHaveLength(0);
    view.unmount();

    renderProfile('/settings', { [flag]: false });
    await waitFor(async () => expect(await tabs()).not.toContain(tab));
    expect(await tabs()).toEqual(expect.arrayContaining(['Settings', 'Bet history exports']));
  });

  it('with every flag on, the same pages and tabs are there', async () => {
    renderProfile('/settings', {});
    expect(await tabs()).toEqual(expect.arrayContaining(['Verification', 'Responsible gaming', 'Bet history', 'Security']));
    expect(notFound()).toBeNull();
  });

  it('isTwoFAEnable off hides the two-factor settings and keeps the rest of the security page', async () => {
    renderProfile('/security', { isTwoFAEnable: false });
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByText('Two-factor authentication')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on two-factor authentication' })).toBeNull();
  });

  it('isTwoFAEnable on offers the two-factor setup', async () => {
    renderProfile('/security', { isTwoFAEnable: true });
    expect(await screen.findByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
  });
});
