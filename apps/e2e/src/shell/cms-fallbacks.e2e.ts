import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The CMS's `settings.loader` and `settings.popupFallbacks` (spec §3) in the browser, in English
 * and German. The settings reach the page through `/nfx/cms-config/{locale}`: each test rewrites
 * that answer's `settings`, so the worker's server and its other tests keep the seeded ones. A
 * remote is made slow or unreachable by holding or failing its files (`/remotes/casino/…`).
 */
const LOCALES = [
  {
    code: 'en',
    prefix: '',
    loading: 'Loading…',
    search: 'Search games',
    unavailable: 'This section is unavailable',
    description: 'We could not load this part of the page. Please try again.',
    retry: 'Try again',
    network: 'Check your connection and try again',
  },
  {
    code: 'de',
    prefix: '/de',
    loading: 'Wird geladen…',
    search: 'Spiele suchen',
    unavailable: 'Dieser Bereich ist nicht verfügbar',
    description: 'Dieser Teil der Seite konnte nicht geladen werden. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
    network: 'Überprüfe deine Verbindung und versuche es erneut',
  },
] as const;

const CASINO_FILES = '**/remotes/casino/**';

/** Serves the CMS config with `settings` laid over the stored ones. */
async function withCmsSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.route('**/nfx/cms-config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { settings?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, settings: { ...config.settings, ...settings } } });
  });
}

/**
 * Holds every file of the casino remote until `release()` lets them (and later ones) through or
 * `fail()` fails them all; the page waits for them meanwhile.
 */
async function holdCasinoRemote(page: Page): Promise<{ release: () => void; fail: () => void }> {
  const held: Route[] = [];
  let outcome: 'held' | 'released' | 'failed' = 'held';
  await page.route(CASINO_FILES, async (route) => {
    if (outcome === 'released') return route.continue();
    if (outcome === 'failed') return route.abort('failed');
    held.push(route);
  });
  return {
    release: () => {
      outcome = 'released';
      for (const route of held.splice(0)) void route.continue();
    },
    fail: () => {
      outcome = 'failed';
      for (const route of held.splice(0)) void route.abort('failed');
    },
  };
}

/** Fails every file of the casino remote while `state.down` is true. */
async function failCasinoRemote(page: Page, state: { down: boolean }): Promise<void> {
  await page.route(CASINO_FILES, (route) => (state.down ? route.abort('failed') : route.continue()));
}

for (const locale of LOCALES) {
  test.describe(`CMS loader and popup fallbacks (${locale.code})`, () => {
    test('the loader shows as configured while a remote loads, then gives way to it', async ({ page }) => {
      await withCmsSettings(page, { loader: { type: 'spinner', delayMs: 0, minimumVisibleMs: 0 } });
      const casino = await holdCasinoRemote(page);
      await page.goto(`${locale.prefix}/`);

      const loading = page.locator('[data-remote="casino"] [aria-busy="true"]');
      await expect(loading).toHaveAttribute('data-loading', 'spinner');
      await expect(loading.getByRole('status')).toHaveText(locale.loading);
      // The layout around the loading part is there and usable.
      await expect(page.getByRole('banner')).toBeVisible();

      casino.release();
      await expect(page.getByTestId('home-game-rows')).toBeVisible();
      await expect(loading).toHaveCount(0);
    });

    test('a skeleton loader while a remote loads', async ({ page }) => {
      await withCmsSettings(page, { loader: { type: 'skeleton', delayMs: 0, minimumVisibleMs: 0 } });
      const casino = await holdCasinoRemote(page);
      await page.goto(`${locale.prefix}/`);
      const loading = page.locator('[data-remote="casino"] [aria-busy="true"]');
      await expect(loading).toHaveAttribute('data-loading', 'skeleton');
      await expect(loading.getByRole('status')).toHaveCount(0);
      casino.release();
      await expect(page.getByTestId('home-game-rows')).toBeVisible();
    });

    test('a remote that cannot load shows the fallback inside the layout; retry recovers', async ({ page }) => {
      const casino = { down: true };
      await failCasinoRemote(page, casino);
      await page.goto(`${locale.prefix}/`);

      const panel = page.locator('[data-remote-unavailable="casino"]');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(locale.unavailable);
      await expect(panel).toContainText(locale.description);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      casino.down = false;
      await panel.getByRole('button', { name: locale.retry }).click();
      await expect(page.getByTestId('home-game-rows')).toBeVisible();
      await expect(panel).toHaveCount(0);
    });

    test('a popup whose remote cannot load shows the popup fallback in the dialog; retry recovers', async ({ page }) => {
      const casino = { down: true };
      await failCasinoRemote(page, casino);
      await page.goto(`${locale.prefix}/support`);

      await page.getByRole('banner').getByRole('button', { name: locale.search }).click();
      const dialog = page.getByRole('dialog', { name: locale.search });
      const fallback = dialog.locator('[data-popup-fallback="casino"]');
      await expect(fallback.getByRole('heading', { level: 2 })).toHaveText(locale.unavailable);
      await expect(fallback).toContainText(locale.description);
      await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);

      casino.down = false;
      await fallback.getByRole('button', { name: locale.retry }).click();
      await expect(dialog.getByRole('combobox')).toBeVisible();
      await expect(fallback).toHaveCount(0);
    });

    test('the popup fallback uses the configured texts', async ({ page }) => {
      await withCmsSettings(page, {
        popupFallbacks: {
          mode: 'message',
          titleKey: 'errors.network',
          descriptionKey: 'no.such.key',
          retryKey: 'errors.sectionUnavailable.retry',
        },
      });
      await failCasinoRemote(page, { down: true });
      await page.goto(`${locale.prefix}/support`);
      await page.getByRole('banner').getByRole('button', { name: locale.search }).click();
      const fallback = page.getByRole('dialog', { name: locale.search }).locator('[data-popup-fallback="casino"]');
      await expect(fallback.getByRole('heading', { level: 2 })).toHaveText(locale.network);
      // A key without a text falls back to the default one.
      await expect(fallback).toContainText(locale.description);
      await expect(fallback.getByRole('button', { name: locale.retry })).toBeVisible();
    });

    test('with mode close, a popup whose remote cannot load closes', async ({ page: closing }) => {
      await withCmsSettings(closing, { popupFallbacks: { mode: 'close' } });
      const casino = await holdCasinoRemote(closing);
      await closing.goto(`${locale.prefix}/support`);
      await closing.getByRole('banner').getByRole('button', { name: locale.search }).click();
      const popup = closing.getByRole('dialog', { name: locale.search });
      await expect(popup).toBeVisible();
      casino.fail();
      // The popup goes away instead of showing an empty box; the page stays.
      await expect(popup).toHaveCount(0);
      await expect(closing.locator('[data-popup-fallback]')).toHaveCount(0);
      await expect(closing.getByRole('banner')).toBeVisible();
    });
  });
}
