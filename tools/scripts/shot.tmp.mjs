import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js });
  await page.goto('http://127.0.0.1:4310/gamehall');
  if (js) await page.getByTestId('game-tile').nth(3).waitFor(); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/diag/hall-${js ? 'app' : 'fp'}.png` });
}
await browser.close();
