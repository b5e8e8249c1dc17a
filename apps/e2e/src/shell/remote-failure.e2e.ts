import { expect, test } from '../support/test';
import { signInAsDemoPlayer } from '../support/demo-player';

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

  test('the loyalty remote down: /loyalty shows the panel inside the layout, the header, menu and casino keep working, retry renders the page', async ({
    page,
  }) => {
    // Signed in, so the header's balance and account menu are drawn, and the first click mounts the
    // loyalty toasts (the same remote) in the layout, which must fail without a trace.
    await signInAsDemoPlayer(page);
    let blocked = true;
    await page.route('**/remotes/loyalty/**', (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.goto('/loyalty');

    const panel = page.locator('[data-remote-unavailable="loyalty"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(/this section is unavailable/i);
    await expect(page.locator('main')).toContainText(/this section is unavailable/i);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The account menu opens; the click also mounts the toasts, whose failure draws nothing.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/i })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(1);

    // Another remote's section still loads through the menu.
    await page.getByRole('navigation').getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/gamehall$/);
    await expect(page.locator('[data-remote="casino"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);

    // Back on /loyalty, the page comes back after the retry button once the remote is reachable again.
    await page.goBack();
    await expect(panel).toBeVisible();
    blocked = false;
    await panel.getByRole('button', { name: /try again|retry/i }).click();
    await expect(page.locator('[data-remote="loyalty"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="loyalty"]').getByRole('progressbar', { name: /^Progress through level / })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
