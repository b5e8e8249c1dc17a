import fs from 'node:fs';
import type { Browser, Page, Request } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { expect, test, type WorkerSite } from '../support/test';

/**
 * Issue 42 item 4: the site sends its own events (events.handle) — page views, registration,
 * deposit, game start — only after the visitor allows it, with what happened and never who.
 */
const eventsOf = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === '/api/events/handle')
    .map((url) => ({
      name: url.searchParams.get('event_name'),
      params: JSON.parse(url.searchParams.get('event_params') ?? '{}') as unknown,
    }));

async function freshVisitor(browser: Browser, site: WorkerSite): Promise<{ page: Page; requests: Request[] }> {
  // The worker's visitor (campaign popups seen) without a stored answer: the question is in the
  // server's first paint and the app's first render (analytics-consent-first-paint.e2e.ts).
  const visitor = JSON.parse(fs.readFileSync(site.storageState, 'utf8')) as { origins: unknown[] };
  const context = await browser.newContext({ baseURL: site.baseUrl, storageState: { cookies: [], origins: visitor.origins as never } });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { page, requests };
}

test.describe('analytics consent and site events', () => {
  test('in English: nothing is sent before the answer; allowing counts this page and the next, by path only', async ({ browser, site }) => {
    const { page, requests } = await freshVisitor(browser, site);
    try {
      await page.goto('/promotions?code=SECRET');
      await page.mouse.move(10, 10);
      const question = page.getByRole('region', { name: 'Help us improve the site' });
      await expect(question).toBeVisible();
      expect(eventsOf(requests)).toEqual([]);
      expect(await axeFindings(page, { seriousOnly: true })).toEqual([]);
      // Keyboard: the question's buttons are in the tab order and Enter answers.
      await question.getByRole('button', { name: 'Allow' }).focus();
      await page.keyboard.press('Enter');
      await expect(question).toBeHidden();
      await expect.poll(() => eventsOf(requests)).toEqual([{ name: 'page_view', params: { path: '/promotions' } }]);
      await page.getByRole('banner').locator('a[href="/gamehall"]').first().click();
      await expect.poll(() => eventsOf(requests).length).toBe(2);
      expect(eventsOf(requests)[1]).toEqual({ name: 'page_view', params: { path: expect.stringMatching(/^\/gamehall/) } });
      expect(JSON.stringify(eventsOf(requests))).not.toContain('SECRET');
    } finally {
      await page.context().close();
    }
  });

  test('in German: the question is German, and declining sends nothing and is not asked again', async ({ browser, site }) => {
    const { page, requests } = await freshVisitor(browser, site);
    try {
      await page.goto('/de/promotions');
      await page.mouse.move(10, 10);
      const question = page.getByRole('region', { name: 'Helfen Sie uns, die Seite zu verbessern' });
      await question.getByRole('button', { name: 'Nein, danke' }).click();
      await expect(question).toBeHidden();
      await page.goto('/de/gamehall');
      await page.mouse.move(20, 20);
      await page.waitForTimeout(1_500);
      await expect(page.getByRole('region', { name: 'Helfen Sie uns, die Seite zu verbessern' })).toHaveCount(0);
      expect(eventsOf(requests)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
