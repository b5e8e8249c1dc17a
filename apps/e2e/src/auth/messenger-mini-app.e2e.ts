import { createHmac } from 'node:crypto';
import { expect, test } from '../support/test';

/** The messenger's own script; the test fulfils it, so nothing leaves the machine. */
const SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';
/** The end-to-end server's bot token: MESSENGER_BOT_TOKEN is not set there (apps/platform-api config.ts). */
const BOT_TOKEN = 'demo-bot-token';

/** Launch data signed as the messenger signs it; the site adds `is_tg=1`, which the hash covers too. */
function signedInitData(fields: Record<string, string>): string {
  const all: Record<string, string> = { ...fields, is_tg: '1' };
  const check = Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

test.describe('messenger mini-app script (spec §7)', () => {
  test('opened as a mini-app, the site loads the messenger script once and signs in with its initData', async ({ page }) => {
    const initData = signedInitData({ id: String(Date.now()), username: 'tgscript', auth_date: String(Math.floor(Date.now() / 1000)) });
    let requests = 0;
    await page.route(SCRIPT_URL, async (route) => {
      requests += 1;
      await route.fulfill({
        contentType: 'application/javascript',
        body: `window.Telegram = { WebApp: { initData: ${JSON.stringify(initData)}, ready: function () { window.__messengerReady = true; } } };`,
      });
    });
    // The hash alone would not sign in (its hash is not the messenger's): only the script's initData can.
    await page.goto(`/#tgWebAppData=${encodeURIComponent('id=1&hash=0')}`);
    await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (window as { __messengerReady?: boolean }).__messengerReady)).toBe(true);
    expect(requests).toBe(1);
    expect(await page.locator(`script[src="${SCRIPT_URL}"]`).count()).toBe(1);
  });

  test('a normal visit never loads it', async ({ page }) => {
    let requests = 0;
    await page.route(SCRIPT_URL, async (route) => {
      requests += 1;
      await route.abort();
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toBe(0);
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(0);
  });
});
