import { type APIRequestContext, type Page, expect, test } from '../support/test';
import type { ApiPayload, GameItem } from '@nfx/api-contract';
import { signInAsDemoPlayer } from '../support/demo-player';

/** A slot with a demo from the seeded catalogue. */
async function demoGame(request: APIRequestContext): Promise<GameItem> {
  const query = new URLSearchParams({ locale: 'en', version: 'e2e', options: JSON.stringify({ category: 'slots', count: 50 }) });
  const response = await request.get(`/api/games/get?${query}`);
  expect(response.ok()).toBe(true);
  const { items } = ((await response.json()) as { payload: ApiPayload<'games.get'> }).payload;
  const game = items.find((item) => item.has_demo);
  if (!game) throw new Error('the catalogue has no slot with a demo');
  return game;
}

/** The game server fails as a proxy in front of it would: a 502 with its own error page. */
async function failGameServer(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/platform/game/**', async (route) => {
    asked.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
  return asked;
}

test.describe('errors slot (spec §2): a game that cannot be launched', () => {
  test('a player sees the errors-slot page inside the layout and goes on to the game hall', async ({ page, request }) => {
    const game = await demoGame(request);
    await signInAsDemoPlayer(page);
    const asked = await failGameServer(page);
    await page.goto(`/game/${game.sysname}`);

    const slotPage = page.locator('[data-system-page="errorsSlot"]');
    await expect(slotPage.getByRole('heading', { level: 1, name: 'The game is unavailable' })).toBeVisible();
    await expect(slotPage.getByText('This game cannot be opened right now. Please choose another one.')).toBeVisible();
    // Inside the site's layout, on the game's own address; no frame showing the proxy's error page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/game/${game.sysname}`);
    await expect(page.locator('iframe[title$=": game"]')).toHaveCount(0);
    expect(asked).toContain(`HEAD /platform/game/${game.sysname}/play`);

    await slotPage.getByRole('link', { name: 'Go to games' }).click();
    await expect(page).toHaveURL(/\/gamehall$/);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  });

  test('a visitor reads it in German, with no demo-mode popup over it', async ({ page, request }) => {
    const game = await demoGame(request);
    await failGameServer(page);
    await page.goto(`/de/game/${game.sysname}`);

    const slotPage = page.locator('[data-system-page="errorsSlot"]');
    await expect(slotPage.getByRole('heading', { level: 1, name: 'Das Spiel ist nicht verfügbar' })).toBeVisible();
    await expect(slotPage.getByText('Dieses Spiel kann gerade nicht geöffnet werden. Bitte wähle ein anderes.')).toBeVisible();
    await expect(slotPage.getByRole('link', { name: 'Zu den Spielen' })).toHaveAttribute('href', '/de/gamehall');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('iframe[title$=": game"]')).toHaveCount(0);
  });

  test('a game the game server opens is framed as before', async ({ page, request }) => {
    const game = await demoGame(request);
    await page.goto(`/game/${game.sysname}#demo`);
    await expect(page.locator('iframe[title$=": game"]')).toHaveAttribute('src', `/platform/game/${game.sysname}/demo`);
    await expect(page.locator('[data-system-page="errorsSlot"]')).toHaveCount(0);
  });
});
