import { expect, test } from '../support/test';

/**
 * Issue 42 item 3, spec §4 "Locale selection": an address without a locale opens in the visitor's
 * choice — the cookie the language switch writes, else the browser's languages — and an address
 * that names a locale always opens in it. The server's redirect, the page's head and the drawn
 * page agree.
 */
test.describe('locale choice', () => {
  test('a German browser lands on the German site; choosing English there is remembered over the browser', async ({ browser, site }) => {
    const context = await browser.newContext({ baseURL: site.baseUrl, storageState: site.storageState, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await page.goto('/promotions');
      await expect(page).toHaveURL(/\/de\/promotions$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache wählen' })).toHaveValue('de');

      await page.getByRole('banner').getByRole('combobox', { name: 'Sprache wählen' }).selectOption('en');
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(page).not.toHaveURL(/\/de\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // A new visit to an address without a locale keeps the chosen English, whatever the browser says.
      await page.goto('/gamehall');
      await expect(page).toHaveURL(/\/gamehall$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // An address that names a locale opens in it.
      await page.goto('/es/gamehall');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    } finally {
      await context.close();
    }
  });
});
