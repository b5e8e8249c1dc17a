import { type Browser, type Page, expect, test as base, workerSite } from '../support/test';
import { type AxeFinding, axeFindings } from '../support/axe';
import { signInAsDemoPlayer } from '../support/demo-player';

type Finding = AxeFinding & { state: string };

type State = { name: string; path: string; open?: 'dialog' | 'account menu' | 'embedded form' };

/** Runs axe on the page as it is now, naming the state in each finding. */
async function sweep(page: Page, state: string): Promise<Finding[]> {
  return (await axeFindings(page)).map((finding) => ({ state, ...finding }));
}

/** Opens the state and waits until it is drawn: the page's heading, no skeleton left, the dialog or menu open. */
async function show(page: Page, { path, open }: State) {
  await page.goto(path);
  if (open === 'dialog') {
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    return;
  }
  if (open === 'embedded form') {
    // The frame forms' empty layout has no page heading: the form itself is the page.
    await expect(page.getByRole('textbox').first()).toBeVisible();
    return;
  }
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  if (open === 'account menu') {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/i })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
  }
}

async function firstGame(page: Page): Promise<string> {
  const options = encodeURIComponent(JSON.stringify({ category: 'slots', count: 1 }));
  const response = await page.request.get(`/api/games/get?locale=en&version=e2e&options=${options}`);
  const { payload } = (await response.json()) as { payload: { items: Array<{ sysname: string }> } };
  return payload.items[0]!.sysname;
}

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

/**
 * `{game}` in a state's path stands for the first slot of the catalogue; `{first:/list}` for the
 * first detail link the list page shows (`/promotions/{first:/promotions}`), so detail pages are
 * swept with whatever the seed holds, read when the test runs.
 */
async function resolvePath(page: Page, path: string): Promise<string> {
  let resolved = path.includes('{game}') ? path.replace('{game}', await firstGame(page)) : path;
  const first = /\{first:([^}]+)\}/.exec(resolved);
  if (first) {
    const [marker, list] = first as unknown as [string, string];
    const prefix = resolved.slice(0, resolved.indexOf(marker));
    await page.goto(list);
    const link = page.locator(`main a[href^="${prefix}"]`);
    // A detail page, not another listed route under the same prefix (the loyalty shop, my bets).
    // Polled: such a route's link can draw before the list's own links have loaded.
    let detail: string | undefined;
    await expect
      .poll(
        async () => {
          const hrefs = await link.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
          detail = hrefs.find(
            (href) => /^[^?#]+$/.test(href) && href !== prefix && !href.slice(prefix.length).includes('/') && !FIXED_PATHS.has(href),
          );
          return detail;
        },
        { message: `a detail link under ${prefix} on ${list}` },
      )
      .toBeTruthy();
    resolved = resolved.replace(marker, detail!.slice(prefix.length));
  }
  return resolved;
}

async function expectNoViolations(page: Page, state: State, label: string): Promise<void> {
  await show(page, { ...state, path: await resolvePath(page, state.path) });
  const findings = await sweep(page, label);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

const SIGNED_OUT_LAPTOP: readonly State[] = [
  { name: 'home', path: '/' },
  { name: 'game hall', path: '/gamehall' },
  { name: 'game', path: '/game/{game}' },
  { name: 'support', path: '/support' },
  { name: 'confirmation', path: '/confirmation' },
  { name: 'not found', path: '/no/such/page' },
  { name: 'sign-in dialog', path: '/?show_popup_auth', open: 'dialog' },
  { name: 'registration dialog', path: '/?show_popup_reg', open: 'dialog' },
  { name: 'embedded sign-in form', path: '/forms/sign_in', open: 'embedded form' },
  { name: 'embedded registration form', path: '/forms/sign_up', open: 'embedded form' },
  { name: 'unsubscribe', path: '/unsubscribe' },
  { name: 'confirmation success', path: '/confirmation/success' },
  { name: 'icon sprite', path: '/_icons' },
  { name: 'providers', path: '/providers' },
  { name: 'winners', path: '/winners' },
  { name: 'jackpots', path: '/jackpots' },
  { name: 'a jackpot', path: '/jackpots/{first:/jackpots}' },
  { name: 'tournaments', path: '/tournaments' },
  { name: 'a tournament', path: '/tournaments/{first:/tournaments}' },
  { name: 'a tournament’s games', path: '/tournaments/{first:/tournaments}/gamehall' },
  { name: 'promotions', path: '/promotions' },
  { name: 'a promotion', path: '/promotions/{first:/promotions}' },
  { name: 'offers', path: '/offers' },
  { name: 'an offer', path: '/offers/{first:/offers}' },
  { name: 'loyalty', path: '/loyalty' },
  { name: 'loyalty shop', path: '/loyalty/shop' },
  { name: 'betting', path: '/betting' },
  { name: 'a betting event', path: '/betting/event/{first:/betting}' },
];
/** Every page of the cashier, profile, loyalty and betting remotes that needs a signed-in player. */
const SIGNED_IN_LAPTOP: readonly State[] = [
  { name: 'game', path: '/game/{game}' },
  { name: 'home, account menu open', path: '/', open: 'account menu' },
  { name: 'cashier wallet', path: '/cashier/wallet' },
  { name: 'cashier deposit methods', path: '/cashier/deposit' },
  { name: 'cashier card deposit', path: '/cashier/deposit/demo-card' },
  { name: 'cashier withdraw', path: '/cashier/withdraw' },
  { name: 'cashier history', path: '/cashier/history' },
  // Without an id the receipt is the player's latest deposit (its empty state before the first one).
  { name: 'cashier receipt', path: '/cashier/receipt' },
  { name: 'cashier payment cancelled', path: '/cashier/paycancel' },
  { name: 'cashier payment pending', path: '/cashier/paypending/1' },
  { name: 'cashier payment failed', path: '/cashier/payfail/1' },
  { name: 'cashier payment succeeded', path: '/cashier/paysuccess/1' },
  { name: 'profile settings', path: '/profile/settings' },
  { name: 'profile contacts and notifications', path: '/profile/notification' },
  { name: 'profile security', path: '/profile/security' },
  { name: 'profile verification', path: '/profile/verification' },
  { name: 'profile bet history', path: '/profile/bets/history' },
  { name: 'profile bet history, sports', path: '/profile/bets/history?tab=sports' },
  { name: 'profile bet exports', path: '/profile/bets/exports' },
  { name: 'profile bonuses', path: '/profile/bonuses' },
  { name: 'profile cashback', path: '/profile/cashback' },
  { name: 'profile loyalty', path: '/profile/loyalty' },
  { name: 'profile responsible gaming', path: '/profile/responsible-game' },
  { name: 'a loyalty quest', path: '/loyalty/{first:/loyalty}' },
  { name: 'my bets', path: '/betting/bets' },
];
const SIGNED_OUT_PHONE: readonly State[] = [
  { name: 'home', path: '/' },
  { name: 'game', path: '/game/{game}' },
  { name: 'sign-in dialog', path: '/?show_popup_auth', open: 'dialog' },
  { name: 'registration dialog', path: '/?show_popup_reg', open: 'dialog' },
  { name: 'promotions', path: '/promotions' },
  { name: 'betting', path: '/betting' },
];
/** The remotes' pages whose layout changes most on a phone: forms, tables and the board. */
const SIGNED_IN_PHONE: readonly State[] = [
  { name: 'cashier card deposit', path: '/cashier/deposit/demo-card' },
  { name: 'cashier withdraw', path: '/cashier/withdraw' },
  { name: 'cashier history', path: '/cashier/history' },
  { name: 'profile settings', path: '/profile/settings' },
  { name: 'profile responsible gaming', path: '/profile/responsible-game' },
  { name: 'loyalty', path: '/loyalty' },
];

/**
 * Every route of the shell and of every remote (casino, cashier, profile, loyalty, betting, the
 * auth dialogs and frame forms), signed out and signed in, at a laptop and a phone width; each
 * state is a test of its own, so a slow machine's time runs per state and a failure names its
 * state and lists every violation found there.
 * The phone pass repeats the states whose layout changes most on a small screen (header, dialogs,
 * the game page, forms, tables and the board), to stay within the suite's time.
 */
const FIXED_PATHS = new Set(
  [...SIGNED_OUT_LAPTOP, ...SIGNED_IN_LAPTOP, ...SIGNED_OUT_PHONE, ...SIGNED_IN_PHONE].map((state) => state.path),
);

/**
 * One page per worker for each of the two players, visiting state after state, as a player moves
 * through the site: each state is still a test of its own (its own time, its own name in a
 * failure), but the page keeps its renderer and its cache. A fresh context per state started a
 * renderer and downloaded and compiled the site's scripts again every time: on a slow 2-core
 * sandbox the 66 states took 499 s that way and 351 s on one page per player. A failing test ends
 * its worker, so the next state starts on a fresh page.
 */
const test = base.extend<object, { signedOutPage: Page; signedInPage: Page }>({
  signedOutPage: [async ({ browser }, use) => sweepPage(browser, { signedIn: false }, use), { scope: 'worker' }],
  signedInPage: [async ({ browser }, use) => sweepPage(browser, { signedIn: true }, use), { scope: 'worker' }],
});

/** The worker's page for one player, in a context like each test's own: the site's origin, popups seen. */
async function sweepPage(browser: Browser, { signedIn }: { signedIn: boolean }, provide: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: workerSite().baseUrl, storageState: workerSite().storageState });
  const page = await context.newPage();
  if (signedIn) await signInAsDemoPlayer(page);
  await provide(page);
  // The runner traces this context test by test and may have removed its last trace's scratch files
  // by the time the worker ends (ENOENT on close); the browser goes away with the worker regardless.
  await context.close().catch(() => undefined);
}

test.describe('accessibility: axe WCAG 2.2 AA', () => {
  // A few seconds each on a quiet machine; axe on a page of a loaded CI machine takes far longer.
  test.setTimeout(90_000);

  for (const state of SIGNED_OUT_LAPTOP) {
    test(`laptop 1366 × 768, signed out: ${state.name}`, async ({ signedOutPage: page }) => {
      await page.setViewportSize(LAPTOP);
      await expectNoViolations(page, state, state.name);
    });
  }

  for (const state of SIGNED_IN_LAPTOP) {
    test(`laptop 1366 × 768, signed in: ${state.name}`, async ({ signedInPage: page }) => {
      await page.setViewportSize(LAPTOP);
      await expectNoViolations(page, state, `${state.name}, signed in`);
    });
  }

  for (const state of SIGNED_OUT_PHONE) {
    test(`phone 360 × 740, signed out: ${state.name}`, async ({ signedOutPage: page }) => {
      await page.setViewportSize(PHONE);
      await expectNoViolations(page, state, `${state.name}, 360`);
    });
  }

  for (const state of SIGNED_IN_PHONE) {
    test(`phone 360 × 740, signed in: ${state.name}`, async ({ signedInPage: page }) => {
      await page.setViewportSize(PHONE);
      await expectNoViolations(page, state, `${state.name}, 360, signed in`);
    });
  }

  test('phone 360 × 740, signed in: home with the account menu open; the header is one row and the menu fits', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await expectNoViolations(
      page,
      { name: 'home, account menu open', path: '/', open: 'account menu' },
      'home, account menu open, 360, signed in',
    );

    // One row (issue 17: it was two, 93 px), and the open menu fits the screen.
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height ?? 0).toBeLessThan(70);
    const menu = await page.getByRole('menu').boundingBox();
    expect(menu?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(360);
  });
});
