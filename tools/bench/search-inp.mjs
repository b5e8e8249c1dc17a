/* global window -- page.evaluate callbacks run in the browser */
// Bench (not a timed test): Interaction to Next Paint while typing into the games search on a
// 4× slowed CPU, measured with the web-vitals library inside the page.
// Usage: node tools/bench/search-inp.mjs <baseUrl>   → {"searchInpMs":…}
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { asReturningVisitor } from './returning-visitor.mjs';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? '').replace(/\/+$/, '');
if (!baseUrl) {
  console.error('usage: node tools/bench/search-inp.mjs <baseUrl>');
  process.exit(2);
}
const QUERY = 'golden fortune';
const KEY_DELAY_MS = 120;

const webVitals = fs.readFileSync(path.join(process.cwd(), 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');
// Every INP update is kept (reportAllChanges), so the value is there without hiding the page.
const collector = `${webVitals};
window.__searchInp = 0;
webVitals.onINP((metric) => { window.__searchInp = Math.max(window.__searchInp, metric.value); }, { reportAllChanges: true, durationThreshold: 0 });`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(page, baseUrl);
  await page.addInitScript({ content: collector });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The header's search button opens the casino's search popup.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  const input = page.getByTestId('games-search').getByRole('combobox');
  await input.waitFor({ timeout: 30_000 });
  await input.click();
  for (const character of QUERY) {
    await page.keyboard.type(character);
    await page.waitForTimeout(KEY_DELAY_MS);
  }
  // Let the debounced search answer and render before reading the metric.
  await page
    .getByRole('option')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const inp = await page.evaluate(() => window.__searchInp);
  console.log(JSON.stringify({ searchInpMs: Math.round(inp) }));
} finally {
  await browser.close();
}
