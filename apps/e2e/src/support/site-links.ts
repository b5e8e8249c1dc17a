import { expect, type Page } from '@playwright/test';

/** The header (with the main menu and, when open, the account menu) and the footer: every same-origin link, as the running site draws them. */
export async function siteLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((href) => new URL(href).origin === origin))];
}

/** Opens the signed-in header's account menu with the keyboard; answers its links. */
export async function accountMenuLinks(page: Page): Promise<string[]> {
  const button = page.getByRole('banner').getByRole('button', { name: /account menu/i });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await menu.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return hrefs;
}

/**
 * Opens `url` and fails on an HTTP error status or on a "not found" page (the shell's or a
 * remote's); a `#fragment` must name an element on the page.
 */
export async function expectLive(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status() ?? 0, `${url} answered ${response?.status()}`).toBeLessThan(400);
  await expect(page.locator('main h1').first(), `${url} shows a page`).toBeVisible();
  await expect(page.locator('[data-system-page="notFound"], [data-page="not-found"]'), `${url} is not "not found"`).toHaveCount(0);
  const fragment = new URL(url).hash.slice(1);
  if (fragment) await expect(page.locator(`[id="${fragment}"]`), `${url} has its anchor`).toHaveCount(1);
}

/**
 * The server's answer alone, with the page's cookies: it knows every page the site has (the
 * registry's pages, the CMS's slugs) and answers 404 for the rest, so a dead link fails here too.
 */
export async function expectServed(page: Page, url: string): Promise<void> {
  const response = await page.request.get(url, { maxRedirects: 0 });
  expect(response.status(), `${url} answered ${response.status()}`).toBeLessThan(400);
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Opens `start` and waits until its header and footer menus are drawn. */
export async function openWithMenus(page: Page, start: string): Promise<void> {
  await page.goto(start);
  await expect(page.locator('footer')).toBeVisible();
  // The menus come from the CMS and the registry the page started with: wait until they are drawn.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first()).toBeVisible();
}

/**
 * Every link of the header and footer of the page `openWithMenus` opened: `render` ones are opened
 * in the browser (status, a page drawn, not "not found"), the others asked of the server only — for
 * links a previous walk already opened. Answers the paths walked.
 */
export async function walkSiteLinks(
  page: Page,
  { extra = [], serverOnly = [] }: { extra?: readonly string[]; serverOnly?: readonly string[] } = {},
): Promise<string[]> {
  const links = [...new Set([...(await siteLinks(page)), ...extra])];
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    if (serverOnly.includes(pathOf(link))) await expectServed(page, link);
    else await expectLive(page, link);
  }
  return links.map(pathOf);
}

/** Sign out through the account menu, as a player would. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
