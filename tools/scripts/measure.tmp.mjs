import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 412, 800, 1280, 1920]) {
  const page = await browser.newPage({ viewport: { width, height: 850 } });
  await page.goto('http://127.0.0.1:4310/gamehall');
  await page.getByTestId('game-tile').first().waitFor();
  const boxes = await page.evaluate(() => {
    const pick = (sel) => { const el = document.querySelector(sel); if (!el) return null; const r = el.getBoundingClientRect(); return [sel, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; };
    const main = document.querySelector('main');
    const chain = []; let el = document.querySelector('[data-testid=game-tile]');
    while (el && el !== main) { const r = el.getBoundingClientRect(); chain.push([el.tagName, el.className.slice(0, 30), Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]); el = el.parentElement; }
    const kids = [...(document.querySelector('main')?.querySelectorAll('h1, nav, ul, [role=list], input, select, button, p') ?? [])].slice(0, 12).map((e) => { const r = e.getBoundingClientRect(); return [e.tagName, (e.textContent ?? '').slice(0, 20), Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; });
    const img = document.querySelector('[data-testid=game-tile] img').getBoundingClientRect();
    return { main: pick('main'), img: [img.x, img.y, img.width, img.height], chain, kids };
  });
  console.log(width, JSON.stringify(boxes));
}
await browser.close();
