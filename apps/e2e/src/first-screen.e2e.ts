import { type Locator, type Page, expect, test } from './support/test';
import type { ApiPayload } from '@nfx/api-contract';
import { signInAsDemoPlayer } from './support/demo-player';

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
      .filter((element) => element.getBoundingClientRect().width > 0)
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
    { route: '/promotions', app: 'section[data-page="promotions-promotions"]', signedIn: false },
    { route: '/game/{first}', app: 'section[data-page="casino-game"]', signedIn: false },
    { route: '/cashier/deposit', app: 'section[data-page="cashier-deposit"]', signedIn: true },
  ];
  for (const { route: pattern, app, signedIn } of pages) {
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
        expect(drawn.length, `first paint of ${route}`).toBeGreaterThanOrEqual(2);
        await page.unroute('**/*.js');
        await page.goto(route);
        await expect(page.locator(app).locator('h1')).toBeVisible();
        if (route === '/promotions') await expect(page.locator(app).locator('img').first()).toBeVisible();
        // The app's cashier page adds its tabs above: compare the cashier's title block, the game's title row, the list's top.
        const shown = await boxesIn(page, `main ${app}`);
        expect(shown.slice(0, drawn.length), `${route} at ${size.width}×${size.height}`).toEqual(drawn);
      }
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
