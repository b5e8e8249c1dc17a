import { type Page, expect, test } from '../support/test';
import { layoutShiftSoFar, trackLayoutShift } from '../support/layout-shift';

const PASSWORD = 'secret12';
const PHONE = { width: 360, height: 740 };
const uniqueEmail = () => `promotions-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('promotions', () => {
  test('a visitor finds the promotions in the menu, opens one and is asked to sign in to take it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // The card shows the title operators wrote for the promotion's page, as the page it opens does.
    await page.getByRole('link', { name: 'Reload bonus: 25% on every deposit', exact: true }).click();
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

  test('the German list shows each card in the words of its German page, asking once for all of them', async ({ page }) => {
    const summaryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/campaigns/getpromotionsummaries')) summaryRequests.push(request.url());
    });
    await page.goto('/de/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeVisible();
    const welcome = page.getByRole('link', { name: 'Willkommensbonus: 100 % bis 200', exact: true });
    await expect(welcome).toHaveAttribute('href', '/de/promotions/1');
    await expect(page.getByText('Verdoppeln Sie Ihre erste Einzahlung: Wir legen 100 % drauf, bis zu 200 Bonusgeld.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload-Bonus: 25 % auf jede Einzahlung', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Welcome bonus', exact: true })).toHaveCount(0);
    expect(summaryRequests).toHaveLength(1);
    expect(new URL(summaryRequests[0]!).searchParams.get('locale')).toBe('de');
    await welcome.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommensbonus: 100 % bis 200' })).toBeVisible();
  });

  test("the list holds its layout on a phone while the cards' words arrive after the offers", async ({ page }) => {
    await trackLayoutShift(page);
    // The order that would move cards if they were drawn early: the offers first, their words 0.8 s later.
    await page.route(/\/api\/campaigns\/getpromotionsummaries\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.setViewportSize(PHONE);
    await page.goto('/de/promotions');
    await expect(page.getByRole('link', { name: 'Willkommensbonus: 100 % bis 200', exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Angebote werden geladen…' })).toHaveCount(0);
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.05);
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

/** The section's first detail link on its list page: whatever campaign the seed holds when the test runs. */
async function firstDetailPath(page: Page, section: 'promotions' | 'offers'): Promise<string> {
  const link = page.locator(`main a[href^="/${section}/"]`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  expect(href, `a detail link on /${section}`).toMatch(new RegExp(`^/${section}/\\d+$`));
  return href!;
}

/** Waits for the page's own content (heading drawn, no skeleton) and checks it and the page scroll only down. */
async function expectFits(page: Page, label: string): Promise<void> {
  const content = page.locator('main [data-page^="promotions-"]').first();
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const fits = await content.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= -1 && box.right <= window.innerWidth + 1 && element.scrollWidth <= element.clientWidth + 1;
  });
  expect(fits, `${label} fits its width`).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('promotions: every width', () => {
  test('the promotions and offers lists and pages fit a 320 px phone and a 1920 px screen without sideways scrolling', async ({
    page,
    baseURL,
  }) => {
    // Sixteen page loads: more than the default minute on a busy machine.
    test.setTimeout(300_000);
    // A visitor sees the sign-in prompt; a player sees whether they qualify: both change the cards' height and rows.
    for (const who of ['visitor', 'player'] as const) {
      if (who === 'player') {
        const registered = await page.request.post('/api/auth/register?locale=en&version=e2e', {
          form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
          headers: { origin: baseURL! },
        });
        expect(((await registered.json()) as { status: string }).status).toBe('ok');
      }
      for (const width of [320, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        for (const section of ['promotions', 'offers'] as const) {
          await page.goto(`/${section}`);
          await expectFits(page, `/${section} at ${width} px, ${who}`);
          const detail = await firstDetailPath(page, section);
          await page.goto(detail);
          await expectFits(page, `${detail} at ${width} px, ${who}`);
        }
      }
    }
  });
});
