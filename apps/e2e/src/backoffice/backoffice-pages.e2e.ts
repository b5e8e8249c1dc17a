import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';
import { DEMO_PLAYER } from '../support/demo-player';
import { expect, type Page, test } from '../support/test';

/**
 * Every back-office page, as each role sees it: reached from the navigation, announced by its
 * heading, with no serious or critical axe finding, and no sideways scrolling on a 320 px phone.
 */
const ROLES = ['support', 'payments', 'compliance', 'marketing', 'content', 'admin'] as const;

async function expectAccessiblePage(page: Page, label: string): Promise<void> {
  await expect(page.locator('main h1').first(), label).toBeVisible();
  await expect(page.getByRole('alert'), label).toHaveCount(0);
  expect(await axeFindings(page, { seriousOnly: true }), label).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('back office pages', () => {
  for (const role of ROLES) {
    test(`every page ${role} can open passes axe and fits a phone`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const { page } = await signedInStaff(browser, baseURL!, role);
      const links = page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link');
      const names = await links.allTextContents();
      expect(names.length, `${role} sees at least one section`).toBeGreaterThan(0);
      for (const name of names) {
        const link = links.getByText(name, { exact: true });
        await link.click();
        // The router draws the section in a transition: until it lands, the previous section (which
        // has a heading too) is what axe would check.
        await expect(link, `${role}: ${name}`).toHaveAttribute('aria-current', 'page');
        await expectAccessiblePage(page, `${role}: ${name}`);
        await expectNoSidewaysScroll(page, `${role}: ${name}`);
      }
      await page.context().close();
    });
  }

  test('support finds the demo player by keyboard, opens the card and leaves a note compliance reads', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { page: support, member } = await signedInStaff(browser, baseURL!, 'support');
    await support.goto('/backoffice/players');
    await support.getByLabel('Find a player').focus();
    await support.keyboard.type(DEMO_PLAYER.login);
    await support.keyboard.press('Enter');
    await expect(support).toHaveURL(/\/backoffice\/players\?q=demo%40example\.com$/);
    const link = support.getByRole('link', { name: DEMO_PLAYER.login });
    await link.focus();
    await support.keyboard.press('Enter');
    await expect(support.getByTestId('player-card-title')).toContainText(DEMO_PLAYER.login);
    await expectAccessiblePage(support, 'player card');
    await expectNoSidewaysScroll(support, 'player card');
    await expect(support.getByTestId('ledger-entry').first()).toBeVisible();

    const text = `Called ${Date.now()}: prefers email`;
    await support.getByLabel('New note').fill(text);
    await support.getByRole('button', { name: 'Add note' }).click();
    await expect(support.getByText('Note added.')).toBeVisible();
    const cardUrl = new URL(support.url()).pathname;

    const { page: compliance } = await signedInStaff(browser, baseURL!, 'compliance');
    await compliance.goto(cardUrl);
    await expect(compliance.getByTestId('player-notes')).toContainText(text);
    await expect(compliance.getByTestId('player-notes')).toContainText(member.email);
    await expect(compliance.getByRole('button', { name: 'Block' })).toBeVisible();
    await expect(compliance.getByLabel('New note')).toHaveCount(0);
    await support.context().close();
    await compliance.context().close();
  });
});
