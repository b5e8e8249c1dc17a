import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 412, 800, 1280, 1920]) {
  const out = [];
  for (const js of [false, true]) {
    const page = await browser.newPage({ viewport: { width, height: 823 }, javaScriptEnabled: js });
    await page.goto('http://127.0.0.1:4310/gamehall');
    if (js) await page.getByTestId('game-tile').first().waitFor(); else await page.waitForTimeout(300);
    out.push(await page.evaluate(() => [...document.querySelectorAll('main img, .nfx-fp-main img')].slice(0, 2).map((i) => { const r = i.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 1000) / 1000).join(','); }).join(' | ')));
    await page.close();
  }
  console.log(width, 'fp', out[0], '  app', out[1]);
}
await browser.close();
