import { type Browser, type Page, expect, test as base, workerSite } from './test';
import { type AxeFinding, axeFindings } from './axe';
import { signInAsDemoPlayer } from './demo-player';

type Finding = AxeFinding & { state: string };

/**
 * `open`: what the state shows over the page. `popup` is a dialog the page opens by itself once it
 * has loaded (the game page's demo-mode notice for a visitor): the sweep waits for it, or axe could
 * meet it half faded in, depending on when the game's frame loaded.
 */
export type State = { name: string; path: string; open?: 'dialog' | 'popup' | 'account menu' | 'embedded form' };

/**
 * The states one area sweeps, by viewport and player. Each area sweeps the routes its remote owns
 * (the remote registry's sections), so a change to one remote runs only its own area's states.
 */
export interface AreaStates {
  signedOutLaptop?: readonly State[];
  signedInLaptop?: readonly State[];
  signedOutPhone?: readonly State[];
  signedInPhone?: readonly State[];
}

export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 360, height: 740 };

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
  if (open === 'popup') await expect(page.getByRole('dialog')).toBeVisible();
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

/**
 * `{game}` in a state's path stands for the first slot of the catalogue; `{first:/list}` for the
 * first detail link the list page shows (`/promotions/{first:/promotions}`), so detail pages are
 * swept with whatever the seed holds, read when the test runs. `fixedPaths` are the area's listed
 * routes, never taken for a detail page.
 */
async function resolvePath(page: Page, path: string, fixedPaths: ReadonlySet<string>): Promise<string> {
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
            (href) => /^[^?#]+$/.test(href) && href !== prefix && !href.slice(prefix.length).includes('/') && !fixedPaths.has(href),
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

/** Opens the state (its path resolved) and expects axe to find nothing; a failure lists every finding. */
export async function expectNoViolations(
  page: Page,
  state: State,
  label: string,
  fixedPaths: ReadonlySet<string> = new Set(),
): Promise<void> {
  await show(page, { ...state, path: await resolvePath(page, state.path, fixedPaths) });
  const findings = await sweep(page, label);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

/**
 * One page per worker for each of the two players, visiting state after state, as a player moves
 * through the site: each state is still a test of its own (its own time, its own name in a
 * failure), but the page keeps its renderer and its cache. A fresh context per state started a
 * renderer and downloaded and compiled the site's scripts again every time: on a slow 2-core
 * sandbox the 66 states took 499 s that way and 351 s on one page per player. A failing test ends
 * its worker, so the next state starts on a fresh page.
 */
export const sweepTest = base.extend<object, { signedOutPage: Page; signedInPage: Page }>({
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

/**
 * Declares one area's axe tests: each state is a test of its own, so a slow machine's time runs
 * per state and a failure names its state and lists every violation found there. The phone pass
 * repeats the states whose layout changes most on a small screen (header, dialogs, the game page,
 * forms, tables and the board), to stay within the suite's time.
 * A `{first:/list}` detail link is never one of the area's own listed paths (the loyalty shop under
 * `/loyalty`): a route that shares a detail prefix must be swept by the same area. `moreTests`
 * declares the area's further tests inside the same describe, with its pages and timeout.
 */
export function sweepStates(
  { signedOutLaptop = [], signedInLaptop = [], signedOutPhone = [], signedInPhone = [] }: AreaStates,
  moreTests?: () => void,
): void {
  const fixedPaths = new Set([...signedOutLaptop, ...signedInLaptop, ...signedOutPhone, ...signedInPhone].map((state) => state.path));

  sweepTest.describe('accessibility: axe WCAG 2.2 AA', () => {
    // A few seconds each on a quiet machine; axe on a page of a loaded CI machine takes far longer.
    sweepTest.setTimeout(90_000);

    for (const state of signedOutLaptop) {
      sweepTest(`laptop 1366 × 768, signed out: ${state.name}`, async ({ signedOutPage: page }) => {
        await page.setViewportSize(LAPTOP);
        await expectNoViolations(page, state, state.name, fixedPaths);
      });
    }

    for (const state of signedInLaptop) {
      sweepTest(`laptop 1366 × 768, signed in: ${state.name}`, async ({ signedInPage: page }) => {
        await page.setViewportSize(LAPTOP);
        await expectNoViolations(page, state, `${state.name}, signed in`, fixedPaths);
      });
    }

    for (const state of signedOutPhone) {
      sweepTest(`phone 360 × 740, signed out: ${state.name}`, async ({ signedOutPage: page }) => {
        await page.setViewportSize(PHONE);
        await expectNoViolations(page, state, `${state.name}, 360`, fixedPaths);
      });
    }

    for (const state of signedInPhone) {
      sweepTest(`phone 360 × 740, signed in: ${state.name}`, async ({ signedInPage: page }) => {
        await page.setViewportSize(PHONE);
        await expectNoViolations(page, state, `${state.name}, 360, signed in`, fixedPaths);
      });
    }

    moreTests?.();
  });
}
