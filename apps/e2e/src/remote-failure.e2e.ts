import { expect, test } from '@playwright/test';

test.describe('a remote that is down', () => {
  test('shows a localized unavailable panel inside the layout; the rest keeps working; retry recovers', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/casino/**', (route) => (blocked ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await page.goto('/');

    const panel = page.locator('[data-remote-unavailable="casino"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(/this section is unavailable/i);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still loads through the header navigation.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /loyalty/i })
      .click();
    await expect(page.locator('[data-remote="loyalty"]').getByRole('heading', { level: 1 })).toBeVisible();

    // Back home, the remote comes back after the retry button once it is reachable again.
    await page.goBack();
    await expect(panel).toBeVisible();
    blocked = false;
    await panel.getByRole('button', { name: /try again|retry/i }).click();
    await expect(page.getByTestId('home-game-rows')).toBeVisible();
  });

  test('in German the panel is in German', async ({ page }) => {
    await page.route('**/remotes/casino/**', (route) => route.abort('failed'));
    await page.goto('/de/');
    const panel = page.locator('[data-remote-unavailable="casino"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).not.toHaveText(/this section is unavailable/i);
  });
});
