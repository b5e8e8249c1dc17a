import { expect, test } from '../support/test';
import { signInAsDemoPlayer } from '../support/demo-player';

test.describe('the composed site', () => {
  test('home shows the layout and the casino remote, and loads no other remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) remoteRequests.push(match[1]);
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('home-game-rows')).toBeVisible();
    await expect(page.getByTestId('home-game-rows').getByRole('link').first()).toBeVisible();
    expect(remoteRequests).toContain('casino');
    expect(remoteRequests).not.toContain('cashier');
    expect(remoteRequests).not.toContain('profile');
  });

  const remoteRoutes = [
    { path: '/gamehall', remote: 'casino', heading: /game hall/i },
    { path: '/jackpots', remote: 'casino', heading: /jackpots/i },
    { path: '/tournaments', remote: 'casino', heading: /tournaments/i },
    // Cashier and profile are behind the route guard: a signed-in player sees them.
    { path: '/cashier/wallet', remote: 'cashier', heading: /wallet/i, signedIn: true },
    { path: '/profile/settings', remote: 'profile', heading: /settings/i, signedIn: true },
    { path: '/loyalty', remote: 'loyalty', heading: /loyalty/i },
    { path: '/de/gamehall', remote: 'casino', heading: /spielhalle|spiele/i },
  ];
  for (const route of remoteRoutes) {
    test(`${route.path} renders the ${route.remote} remote inside the layout`, async ({ page }) => {
      if (route.signedIn) await signInAsDemoPlayer(page);
      await page.goto(route.path);
      const area = page.locator(`[data-remote="${route.remote}"]`);
      await expect(area.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('the embedded sign-in form renders without the layout', async ({ page }) => {
    await page.goto('/forms/sign_in');
    await expect(page.locator('[data-remote="auth"]').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('/gamehall/{id} becomes the hall filtered by that category', async ({ page }) => {
    await page.goto('/gamehall/slots');
    await expect(page).toHaveURL(/\/gamehall\?category=slots$/);
  });

  test('an unknown deep route answers HTTP 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page not found/i);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the registry is served by the site server and names every remote', async ({ request }) => {
    const response = await request.get('/remotes/registry.json');
    expect(response.ok()).toBe(true);
    const registry = await response.json();
    expect(Object.keys(registry).sort()).toEqual(['auth', 'betting', 'cashier', 'casino', 'loyalty', 'profile']);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('hashed assets are long-cached and served compressed', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/js/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-encoding']).toBe('br');
  });
});
