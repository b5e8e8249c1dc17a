import { type Locator, type Page, expect, test } from '@playwright/test';
import type { ApiPayload } from '@nfx/api-contract';
import { signInAsDemoPlayer } from './support/demo-player';

/** A laptop and a phone: the sizes the issue measured (#17, "The signed-in frame"). */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

/** The part of `locator`'s box that lies inside the page's viewport, in px of height. */
async function visibleHeight(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout box or viewport');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  return Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
}

test.describe('the first screen, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoPlayer(page);
  });

  test("the game's Spin button is on the first screen of a laptop and a phone", async ({ page }) => {
    const response = await page.request.get(
      `/api/games/get?${new URLSearchParams({ locale: 'en', version: 'e2e', options: JSON.stringify({ category: 'slots', count: 50 }) })}`,
    );
    expect(response.ok()).toBe(true);
    const { items } = ((await response.json()) as { payload: ApiPayload<'games.get'> }).payload;
    const game = items.find((item) => item.has_demo && !item.custom_id);
    if (!game) throw new Error('the catalogue has no slot with a demo');

    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`/game/${game.sysname}#real`);
      await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'play');
      const frame = page.locator('iframe[title$=": game"]');
      const spin = page.frameLocator('iframe[title$=": game"]').locator('#slot-spin');
      await expect(spin).toBeVisible();
      // The whole button, inside the frame's box, inside the viewport: no scrolling of the page or the frame.
      const spinBox = await spin.boundingBox();
      expect(await visibleHeight(page, spin), `Spin at ${size.width}×${size.height}`).toBe(spinBox?.height);
      const frameBox = await frame.boundingBox();
      expect(spinBox!.y + spinBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
      expect(frameBox!.y + frameBox!.height).toBeLessThanOrEqual(size.height);
    }
  });

  test('the home page shows game tiles on the first screen of a phone', async ({ page }) => {
    // With the banner at 360:520 only 0.7 px of a tile showed at 360×740; at 360:300 the first tile is whole.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const tile = page.getByTestId('home-game-rows').getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    // At least half of a tile (its artwork and name) without scrolling, not a sliver at the fold.
    const box = await tile.boundingBox();
    expect(await visibleHeight(page, tile)).toBeGreaterThanOrEqual(box!.height / 2);
  });
});
