/* global window, document -- page.evaluate callbacks run in the browser */
// Bench (not a timed test): scrolls the game hall of a running site to its last game and reports
// the most DOM nodes the page held on the way, which the virtualized grid must keep bounded.
// Usage: node tools/bench/hall-dom.mjs <baseUrl>   → {"hallMaxDomNodes":…,"gamesScrolled":…}
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { asReturningVisitor } from './returning-visitor.mjs';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? '').replace(/\/+$/, '');
if (!baseUrl) {
  console.error('usage: node tools/bench/hall-dom.mjs <baseUrl>');
  process.exit(2);
}
const STALL_LIMIT = 60;
const STEP_PAUSE_MS = 40;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await asReturningVisitor(page, baseUrl);
  await page.goto(`${baseUrl}/gamehall`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid="game-tile"]').first().waitFor({ timeout: 60_000 });

  let maxNodes = 0;
  let furthest = 0;
  let total = 0;
  let stalled = 0;
  while (stalled < STALL_LIMIT) {
    const sample = await page.evaluate(() => {
      const tiles = [...document.querySelectorAll('[data-testid="game-tile"]')];
      const positions = tiles.map((tile) => Number(tile.getAttribute('aria-posinset')) || 0);
      window.scrollBy(0, window.innerHeight);
      return {
        nodes: document.querySelectorAll('*').length,
        furthest: Math.max(0, ...positions),
        total: Number(tiles[0]?.getAttribute('aria-setsize')) || 0,
      };
    });
    maxNodes = Math.max(maxNodes, sample.nodes);
    total = Math.max(total, sample.total);
    if (sample.furthest > furthest) {
      furthest = sample.furthest;
      stalled = 0;
    } else {
      stalled += 1;
    }
    if (total > 0 && furthest >= total) break;
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
  // One more sample at the very end, after the last row has rendered.
  maxNodes = Math.max(maxNodes, await page.evaluate(() => document.querySelectorAll('*').length));
  console.log(JSON.stringify({ hallMaxDomNodes: maxNodes, gamesScrolled: furthest }));
} finally {
  await browser.close();
}
