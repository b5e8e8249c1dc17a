import { type Locator, type Page, expect, test } from '../support/test';
import type { ApiPayload } from '@nfx/api-contract';
import { signInAsDemoPlayer } from '../support/demo-player';

/** A laptop and a phone: the sizes the issue measured (#17, "The signed-in frame"). */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

/** The part of `locator`'s box that lies inside the page's viewport, in px of height. */
async function visibleHeight(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout box or viewport');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  return Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
}

test.describe('the first screen, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoPlayer(page);
  });

  test("the game's Spin button is on the first screen of a laptop and a phone", async ({ page }) => {
    const response = await page.request.get(
      `/api/games/get?${new URLSearchParams({ locale: 'en', version: 'e2e', options: JSON.stringify({ category: 'slots', count: 50 }) })}`,
    );
    expect(response.ok()).toBe(true);
    const { items } = ((await response.json()) as { payload: ApiPayload<'games.get'> }).payload;
    const game = items.find((item) => item.has_demo && !item.custom_id);
    if (!game) throw new Error('the catalogue has no slot with a demo');

    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`/game/${game.sysname}#real`);
      await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'play');
      const frame = page.locator('iframe[title$=": game"]');
      const spin = page.frameLocator('iframe[title$=": game"]').locator('#slot-spin');
      await expect(spin).toBeVisible();
      // The whole button, inside the frame's box, inside the viewport: no scrolling of the page or the frame.
      const spinBox = await spin.boundingBox();
      expect(await visibleHeight(page, spin), `Spin at ${size.width}×${size.height}`).toBe(spinBox?.height);
      const frameBox = await frame.boundingBox();
      expect(spinBox!.y + spinBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
      expect(frameBox!.y + frameBox!.height).toBeLessThanOrEqual(size.height);
    }
  });

  test('the home page shows game tiles on the first screen of a phone', async ({ page }) => {
    // With the banner at 360:520 only 0.7 px of a tile showed at 360×740; at 360:300 the first tile is whole.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const tile = page.getByTestId('home-game-rows').getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    // At least half of a tile (its artwork and name) without scrolling, not a sliver at the fold.
    const box = await tile.boundingBox();
    expect(await visibleHeight(page, tile)).toBeGreaterThanOrEqual(box!.height / 2);
  });
});

/** The boxes of a page's headings, lead and pictures, rounded to the pixel: `scope` is the server's first paint or the app's page. */
async function boxesIn(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll('h1, h1 + p, img')]
      // The first screen only (the app draws the hall's later rows as they scroll in); a visually
      // hidden heading (the home page's) is a 1 px box the server does not draw.
      .filter((element) => element.getBoundingClientRect().width > 1 && element.getBoundingClientRect().top < window.innerHeight)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return `${element.tagName} ${[x, y, width, height].map(Math.round).join(' ')}`;
      }),
  );
}

/**
 * The server draws the top of these pages before any script runs (apps/platform-api/src/site/first-paint.ts).
 * It must land where the app then draws it, at the same size: otherwise the page jumps when the
 * app takes over, and a larger app paint would be the page's largest paint, seconds later.
 */
test.describe("the server's first paint", () => {
  const pages = [
    { route: '/', app: '', signedIn: false, ready: 'img' },
    { route: '/gamehall', app: 'section[data-page="casino-gamehall"]', signedIn: false, ready: 'img' },
    { route: '/promotions', app: 'section[data-page="promotions-promotions"]', signedIn: false, ready: 'img' },
    { route: '/game/{first}', app: 'section[data-page="casino-game"]', signedIn: false, ready: 'h1' },
    { route: '/cashier/deposit', app: 'section[data-page="cashier-deposit"]', signedIn: true, ready: 'h1' },
  ];
  for (const { route: pattern, app, signedIn, ready } of pages) {
    let route = pattern;
    test(`lands where the app draws ${pattern}, on phones and a laptop`, async ({ page }) => {
      if (signedIn) await signInAsDemoPlayer(page);
      if (route.includes('{first}')) {
        const response = await page.request.get(
          `/api/games/get?${new URLSearchParams({ locale: 'en', version: 'e2e', options: '{"count":1}' })}`,
        );
        const [game] = ((await response.json()) as { payload: ApiPayload<'games.get'> }).payload.items;
        if (!game) throw new Error('the catalogue has no game');
        route = route.replace('{first}', game.sysname);
      }
      for (const size of [PHONE, { width: 412, height: 823 }, LAPTOP]) {
        await page.setViewportSize(size);
        // The server's drawing alone: no script runs, so nothing replaces it.
        await page.route('**/*.js', (request) => request.abort());
        await page.goto(route);
        const drawn = await boxesIn(page, '.nfx-fp-main');
        expect(drawn.length, `first paint of ${route}`).toBeGreaterThanOrEqual(1);
        await page.unroute('**/*.js');
        await page.goto(route);
        // What the app draws last of the compared boxes: its pictures (the banner, the hall's tiles, the list's cards) or its title.
        await expect(page.locator(`main ${app}`.trim()).locator(ready).first()).toBeVisible();
        // The app's cashier page adds its tabs above: compare the cashier's title block, the game's title row, the list's top.
        const shown = await boxesIn(page, `main ${app}`.trim());
        expect(shown.slice(0, drawn.length), `${route} at ${size.width}×${size.height}`).toEqual(drawn);
      }
    });
  }
});

/**
 * The app's first render replaces the server's first paint. It waits until the browser has
 * reported the first paint's pictures painted (libs/shell/feature-core/src/start-up/first-paint-shown.ts): a picture that arrived
 * just before that render used to be removed unseen, and the page's largest paint was then the
 * app's copy of it, after the remote, its calls and a second render. Pictures here arrive late,
 * as from a slow image server, while the scripts do not.
 */
test.describe("the page's largest paint", () => {
  /**
   * Pictures are held until the shell's start-up chunk has arrived, then this long: the app used to
   * replace the first paint 130–200 ms after that chunk on a quiet machine, and now waits up to
   * a second from its start (FIRST_PAINT_WAIT_MS). Counting from the chunk, not from the page's
   * start, keeps the margin on a loaded machine, where the whole start-up is slower.
   */
  const PICTURE_DELAY_MS = 250;
  for (const route of ['/', '/gamehall', '/promotions']) {
    test(`${route}: is the server's picture when it arrives late`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const seen: { where: string; url: string }[] = [];
        (window as unknown as { nfxLargestPaints: typeof seen }).nfxLargestPaints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
            // An entry's element reads null once it has left the document: only the first paint does.
            const where = !entry.element ? 'replaced' : entry.element.closest('.nfx-fp') ? 'first paint' : 'app';
            seen.push({ where, url: entry.url });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const startUpChunk = new Promise<void>((resolve) =>
        page.on('requestfinished', (request) => {
          if (/\/js\/bootstrap\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) resolve();
        }),
      );
      await page.route('**/*', async (request) => {
        if (request.request().resourceType() === 'image') {
          await startUpChunk;
          await new Promise((resolve) => setTimeout(resolve, PICTURE_DELAY_MS));
        }
        await request.fallback();
      });
      await page.goto(route);
      await expect(page.locator('.nfx-fp')).toHaveCount(0);
      await expect(page.locator('main img').first()).toBeVisible();
      // The app's pictures have been drawn too: a larger one of theirs would be the last entry.
      await page.waitForTimeout(1_000);
      const paints = await page.evaluate(
        () => (window as unknown as { nfxLargestPaints: { where: string; url: string }[] }).nfxLargestPaints,
      );
      const largest = paints.at(-1);
      // A picture (text has no address), the server's, whether or not the app has replaced it when the entry is read.
      expect(largest?.url, JSON.stringify(paints)).not.toBe('');
      expect(largest?.where, JSON.stringify(paints)).not.toBe('app');
    });
  }
});

/** A call by what tells it apart from its siblings: its path, its `status` and its `options` category. */
function callOf(url: string): string {
  const parsed = new URL(url, 'http://site');
  const options = parsed.searchParams.get('options');
  const category = options ? (JSON.parse(options) as { category?: string }).category : undefined;
  return [parsed.pathname, parsed.searchParams.get('status'), category].join(' ');
}

test.describe("a page's first calls", () => {
  const pages = [
    { route: '/', calls: 3, shown: (page: Page) => page.getByTestId('home-game-rows').getByTestId('game-tile').first() },
    { route: '/betting', calls: 3, shown: (page: Page) => page.getByRole('region', { name: 'Upcoming' }).getByRole('article').first() },
    {
      route: '/cashier/deposit',
      calls: 2,
      signedIn: true,
      shown: (page: Page) => page.getByRole('link', { name: /^Bank transfer/ }),
    },
  ];
  for (const { route, calls, shown, signedIn } of pages) {
    test(`${route}: the remote's first calls start from the HTML and are each made once`, async ({ page }) => {
      if (signedIn) await signInAsDemoPlayer(page);
      await page.setViewportSize(PHONE);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
      await page.goto(route);
      await expect(shown(page)).toBeVisible();
      const preloaded = await page
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
      const remoteCalls = preloaded.filter((href) => /^\/api\/(games|betting|cashier)\/|^\/api\/account\/getDepositLimit/.test(href));
      expect(remoteCalls).toHaveLength(calls);
      const remoteEntry = requested.findIndex((url) => /^\/remotes\/[^/]+\/[^/]+\/remoteEntry\.js/.test(url));
      expect(remoteEntry).toBeGreaterThan(0);
      for (const call of remoteCalls) {
        // One request, the preload's, made before the remote was fetched: the remote's own call
        // took its answer. A client URL unlike the preload's would show as a second one.
        expect(
          requested.filter((url) => callOf(url) === callOf(call)),
          call,
        ).toEqual([call]);
        expect(requested.indexOf(call), call).toBeLessThan(remoteEntry);
      }
    });
  }
});
