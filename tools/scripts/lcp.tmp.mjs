import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { const r = e.element?.getBoundingClientRect(); window.__lcp.push([Math.round(e.startTime), e.size, r && [r.x, r.y, r.width, r.height], e.element?.outerHTML?.slice(0, 40), document.documentElement.clientWidth]); }; }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4310/gamehall');
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__lcp), null, 1));
await browser.close();
