import { type APIRequestContext, type Locator, type Page, expect, test } from '../support/test';
import type { ApiPayload, GameItem, ProviderItem, Tournament } from '@nfx/api-contract';
import { signInAsDemoPlayer } from '../support/demo-player';

const api = (area: string, method: string, query: Record<string, string> = {}) =>
  `/api/${area}/${method}?${new URLSearchParams({ locale: 'en', version: 'e2e', ...query })}`;

async function payload<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: T }).payload;
}

async function demoGame(request: APIRequestContext, { customId = false } = {}): Promise<GameItem> {
  const { items } = await payload<ApiPayload<'games.get'>>(
    request,
    api('games', 'get', { options: JSON.stringify({ category: 'slots', count: 300 }) }),
  );
  const game = items.find((item) => item.has_demo && Boolean(item.custom_id) === customId);
  if (!game) throw new Error(`the catalogue has no slot with a demo${customId ? ' and a custom id' : ''}`);
  return game;
}

/**
 * Spins the game in the page's frame until `target` shows a different text. A round whose win
 * equals its stake leaves the balance as it was, so a few rounds are allowed.
 */
async function spinUntilChanged(page: Page, target: Locator) {
  const frame = page.frameLocator('iframe[title$=": game"]');
  const button = frame.locator('#slot-spin');
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await expect(frame.locator('#slot-balance')).toHaveText(/\d/);
  const before = await target.textContent();
  for (let round = 0; round < 5; round += 1) {
    await button.click();
    await expect(button).toBeEnabled({ timeout: 20_000 });
    const changed = await expect
      .poll(async () => (await target.textContent()) !== before, { timeout: 5_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (changed) return;
  }
  throw new Error(`the balance stayed at ${before} after five rounds`);
}

test.describe('casino', () => {
  test('the hall filters by category and provider from the URL', async ({ page, request }) => {
    // No `fields` asked for, so every item comes whole.
    const { items: providers } = await payload<{ items: ProviderItem[] }>(request, api('games', 'getProviders'));
    const provider = providers.find((item) => item.games_count > 0);
    if (!provider) throw new Error('no provider with games');
    const expected = await payload<ApiPayload<'games.get'>>(
      request,
      api('games', 'get', { options: JSON.stringify({ category: 'slots', providers: [provider.sysname], count: 6 }) }),
    );
    expect(expected.total).toBeGreaterThan(0);

    await page.goto(`/gamehall?category=slots&providers=${provider.sysname}`);
    const area = page.locator('[data-remote="casino"]');
    await expect(area.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(area.getByRole('button', { name: 'Providers: 1', exact: true })).toBeVisible();
    const tiles = area.getByTestId('game-tile');
    await expect(tiles.first()).toHaveAttribute('data-sysname', expected.items[0]!.sysname);
    await expect(tiles.first()).toHaveAttribute('aria-setsize', String(expected.total));

    // Choosing another category keeps the provider filter in the URL.
    await area.getByRole('link', { name: 'All games', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/gamehall\\?providers=${provider.sysname}$`));
  });

  test('the header search finds a game and opens it', async ({ page, request }) => {
    const game = await demoGame(request);
    const query = game.name.slice(0, Math.min(game.name.length, 12));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const input = page.getByRole('combobox', { name: 'Search games' });
    await input.click();
    await input.pressSequentially(query, { delay: 30 });
    // The popular games are listed until the results come: an option of that list can be swapped out under the click.
    const option = page
      .getByRole('group', { name: 'Results' })
      .getByRole('option', { name: new RegExp(game.name) })
      .first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.sysname}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.name);
    // The search closed; the only dialog left is the demo-mode popup the game opened with.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Demo mode' })).toBeVisible();
  });

  test('a visitor opens a game in demo mode and spins', async ({ page, request }) => {
    const game = await demoGame(request);
    await page.goto(`/game/${game.sysname}`);
    await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'demo');
    // Spec §2 demo-mode popup, once per game open: labelled, focus inside, offers the ways out the switch had.
    const popup = page.getByRole('dialog', { name: 'Demo mode' });
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(popup.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await popup.getByRole('button', { name: 'Continue in demo' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.locator('iframe[title$=": game"]')).toHaveAttribute('src', `/platform/game/${game.sysname}/demo`);
    await spinUntilChanged(page, page.frameLocator('iframe[title$=": game"]').locator('#slot-balance'));
  });

  test('the demo-mode popup speaks German and Esc closes it', async ({ page, request }) => {
    const game = await demoGame(request);
    await page.goto(`/de/game/${game.sysname}`);
    const popup = page.getByRole('dialog', { name: 'Demo-Modus' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Weiter in der Demo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'demo');
    // The mode switch stays: the visitor picks real money and the page asks them to sign in, no popup again.
    await page.getByRole('button', { name: 'Echtgeld' }).click();
    await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toHaveCount(0);
  });

  test('a game with a custom id plays through the custom game route', async ({ page, request }) => {
    const game = await demoGame(request, { customId: true });
    await page.goto(`/game/${game.sysname}`);
    await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Continue in demo' }).click();
    await expect(page.locator('iframe[title$=": game"]')).toHaveAttribute('src', `/platform/game/custom/${game.custom_id}/demo`);
    await spinUntilChanged(page, page.frameLocator('iframe[title$=": game"]').locator('#slot-balance'));
  });

  test('a visitor asking for #real is offered registration', async ({ page, request }) => {
    const game = await demoGame(request);
    await page.goto(`/game/${game.sysname}#real`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('iframe[title$=": game"]')).toHaveCount(0);
  });

  test('a real-money spin updates the balance in the header', async ({ page, request }) => {
    const game = await demoGame(request);
    await signInAsDemoPlayer(page);
    await page.goto(`/game/${game.sysname}#real`);
    await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'play');
    const headerBalance = page.getByTestId('header-balance');
    await expect(headerBalance).toBeVisible();
    await spinUntilChanged(page, headerBalance);
  });

  test('the games of a tournament go page by page through numbered links', async ({ page, request }) => {
    const { items } = await payload<{ items: Tournament[] }>(request, api('tournaments', 'get', { count: '100' }));
    const tournament = items.find((item) => item.games_count > 12);
    if (!tournament) throw new Error('no tournament with more than one page of games');
    await page.goto(`/tournaments/${tournament.id}/gamehall`);
    const area = page.locator('[data-remote="casino"]');
    const pages = area.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(area.getByTestId('game-tile')).toHaveCount(12);
    const firstOnPageOne = await area.getByTestId('game-tile').first().getAttribute('data-sysname');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${tournament.id}/gamehall\\?page=2$`));
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(area.getByTestId('game-tile').first()).not.toHaveAttribute('data-sysname', firstOnPageOne ?? '');
  });
});
