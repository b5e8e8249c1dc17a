import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { signInAsDemoPlayer } from './support/demo-player';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the site promises (issue 17). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Finding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Runs axe on the page as it is now; the game's own frame is the game server's, checked on its own. */
async function sweep(page: Page, state: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[title$=": game"]').analyze();
  return results.violations.map((violation) => ({
    state,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Skeletons gone: the page's data is drawn.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function dialogState(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
}

async function firstGame(page: Page): Promise<string> {
  const response = await page.request.get(
    `/api/games/get?locale=en&version=e2e&options=${encodeURIComponent('{"category":"slots","count":1}')}`,
  );
  const { payload } = (await response.json()) as { payload: { items: Array<{ sysname: string }> } };
  return payload.items[0]!.sysname;
}

/**
 * Every page and dialog of the shell, auth and casino, signed out and signed in, at a laptop and
 * a phone width. Fails on any WCAG A/AA violation and lists them all, so one run shows the lot.
 */
async function sweepSite(page: Page): Promise<Finding[]> {
  const game = await firstGame(page);
  const findings: Finding[] = [];
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['game hall', '/gamehall'],
    ['game', `/game/${game}`],
    ['support', '/support'],
    ['confirmation', '/confirmation'],
    ['not found', '/no/such/page'],
  ];
  for (const [state, path] of pages) {
    await settled(page, path);
    findings.push(...(await sweep(page, state)));
  }
  await dialogState(page, '/?show_popup_auth');
  findings.push(...(await sweep(page, 'sign-in dialog')));
  await dialogState(page, '/?show_popup_reg');
  findings.push(...(await sweep(page, 'registration dialog')));

  await signInAsDemoPlayer(page);
  for (const [state, path] of [pages[0]!, pages[2]!, pages[3]!]) {
    await settled(page, path);
    findings.push(...(await sweep(page, `${state}, signed in`)));
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu/i })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  findings.push(...(await sweep(page, 'account menu open')));
  return findings;
}

for (const viewport of [
  { name: 'laptop 1366', width: 1366, height: 768 },
  { name: 'phone 360', width: 360, height: 740 },
]) {
  test(`axe WCAG 2.2 AA: no violation on the main pages and dialogs at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const findings = await sweepSite(page);
    test.info().annotations.push({ type: `axe findings at ${viewport.name}`, description: String(findings.length) });
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
