import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type WorkerSite } from '../support/test';

/**
 * Issue 44 §3: for a visitor who has not answered it, the server draws the analytics question in
 * the first paint (apps/platform-api/src/site/first-paint.ts). Drawn by the app alone, it came
 * seconds later and was the page's largest paint on the betting board, a game's page and the
 * deposit page. The app's question must land on the server's, box for box, and not paint larger.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

/** The worker's visitor (campaign popups seen) without its cookies, so without an answer to the question. */
async function newVisitor(browser: Browser, site: WorkerSite): Promise<Page> {
  const visitor = JSON.parse(fs.readFileSync(site.storageState, 'utf8')) as { origins: unknown[] };
  const context = await browser.newContext({ baseURL: site.baseUrl, storageState: { cookies: [], origins: visitor.origins as never } });
  return context.newPage();
}

/** The question's boxes: the panel, its title, its text and its two buttons (the server's look-alikes), in page pixels. */
async function questionBoxes(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [root, ...root.querySelectorAll(':scope > h2, :scope > p, :scope > div > *')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round).join(' ');
    }),
  );
}

test.describe('the analytics question in the first paint', () => {
  test('is drawn by the server where the app draws it, on a phone and a laptop', async ({ browser, site }) => {
    const page = await newVisitor(browser, site);
    try {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // The server's drawing alone: no script runs, so nothing replaces it.
        await page.route('**/*.js', (request) => request.abort());
        await page.goto('/betting');
        await expect(page.locator('.nfx-fp-consent'), 'the server draws the question').toHaveCount(1);
        const drawn = await questionBoxes(page, '.nfx-fp-consent');
        await page.unroute('**/*.js');
        await page.goto('/betting');
        const question = page.getByRole('region', { name: 'Help us improve the site' });
        await expect(question).toBeVisible();
        await expect(page.locator('.nfx-fp')).toHaveCount(0);
        expect(await questionBoxes(page, '[data-analytics-consent]'), `${size.width}×${size.height}`).toEqual(drawn);
      }
    } finally {
      await page.context().close();
    }
  });

  test("is not the app's largest paint on the betting board", async ({ browser, site }) => {
    const page = await newVisitor(browser, site);
    try {
      await page.setViewportSize(SIZES[0] ?? { width: 360, height: 740 });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { nfxLargestPaints: string[] }).nfxLargestPaints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            seen.push(!entry.element ? 'replaced' : entry.element.closest('.nfx-fp') ? 'first paint' : 'app');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto('/betting');
      await expect(page.getByRole('region', { name: 'Help us improve the site' })).toBeVisible();
      await expect(page.locator('.nfx-fp')).toHaveCount(0);
      const paints = await page.evaluate(() => (window as unknown as { nfxLargestPaints: string[] }).nfxLargestPaints);
      expect(paints.at(-1), JSON.stringify(paints)).not.toBe('app');
    } finally {
      await page.context().close();
    }
  });
});
