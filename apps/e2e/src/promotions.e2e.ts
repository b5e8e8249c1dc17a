import { expect, test } from '@playwright/test';

const PASSWORD = 'secret12';
const uniqueEmail = () => `promotions-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('promotions', () => {
  test('a visitor finds the promotions in the menu, opens one and is asked to sign in to take it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.getByRole('link', { name: 'Reload bonus' }).click();
    await expect(page).toHaveURL(/\/promotions\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reload bonus: 25% on every deposit' })).toBeVisible();
    await page.getByRole('button', { name: 'Take the offer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("a promotion's page shows the operator's text and terms in the page's language, and its head agrees", async ({ page }) => {
    const html = await (await page.request.get('/de/promotions/1')).text();
    expect(html).toContain('<title>Willkommensbonus: 100 % bis 200 | NFX Casino</title>');
    await page.goto('/de/promotions/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommensbonus: 100 % bis 200' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Verdoppeln Sie Ihre erste Einzahlung' })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Teilnahmebedingungen' });
    await expect(terms.getByRole('listitem').first()).toHaveText(
      'Nur für die erste erfolgreiche Einzahlung eines Spielers, mindestens 20.',
    );
    await expect(terms.getByRole('link', { name: 'allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/de/terms');
    await expect(page.getByRole('button', { name: 'Angebot annehmen' })).toBeVisible();
  });

  test('a player takes an offer and lands on the deposit form with it chosen', async ({ page, baseURL }) => {
    const registered = await page.request.post('/api/auth/register?locale=en&version=e2e', {
      form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
      headers: { origin: baseURL! },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('ok');
    await page.goto('/promotions/2');
    await page.getByRole('button', { name: 'Take the offer' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit\?offer_id=2$/);
    await page.getByRole('link', { name: /^Card/ }).click();
    await expect(page.getByRole('radio', { name: /Reload bonus/ })).toBeChecked();
  });
});
