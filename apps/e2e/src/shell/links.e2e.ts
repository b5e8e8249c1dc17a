import { expect, test } from '../support/test';
import { signInAsDemoPlayer } from '../support/demo-player';
import { accountMenuLinks, openWithMenus, walkSiteLinks } from '../support/site-links';

const API = (call: string) => `/api/account/${call}?locale=en&version=e2e`;

/**
 * Issue 17: no header, main-menu, account-menu or footer link ends on "not found". The links are
 * read from the running site (CMS menus and the registry's remote menus), not from a list here,
 * so a remote that publishes a menu entry is walked as soon as it ships.
 */
test.describe.serial('links: every header, menu and footer link is live', () => {
  /** What the signed-out walk opened in the browser; signed in, the server is asked about them again. */
  let openedSignedOut: string[] = [];

  // About 15 s each on a quiet machine; room for a CI machine shared with builds (measured 50 s at load 27).
  test.setTimeout(120_000);

  test('signed out', async ({ page }) => {
    await openWithMenus(page, '/');
    const walked = await walkSiteLinks(page);
    openedSignedOut = walked;
    test.info().annotations.push({ type: 'walked (signed out)', description: walked.join(' ') });
  });

  test('signed in: the account menu by keyboard, every link, and the language switch saves the account locale', async ({ page }) => {
    await signInAsDemoPlayer(page);
    try {
      await openWithMenus(page, '/');
      const menuLinks = await accountMenuLinks(page);
      expect(menuLinks.map((link) => new URL(link).pathname)).toEqual([
        '/cashier/deposit',
        '/profile/settings',
        '/cashier/wallet',
        '/cashier/history',
        '/profile/bonuses',
        '/profile/verification',
        '/profile/responsible-game',
      ]);
      // Esc gave focus back to the menu button (APG menu button).
      await expect(page.getByRole('banner').getByRole('button', { name: /account menu/i })).toBeFocused();

      // The account menu's pages are opened; the public ones the signed-out walk opened are asked of
      // the server again. The links are read from the same page, its account menu closed again.
      const walked = await walkSiteLinks(page, { extra: menuLinks, serverOnly: openedSignedOut });
      test.info().annotations.push({ type: 'walked (signed in)', description: walked.join(' ') });

      // The profile tab of the page is marked current in a non-default locale too.
      await page.goto('/profile/security');
      await page.getByRole('banner').getByRole('combobox', { name: 'Choose language' }).selectOption('de');
      await expect(page).toHaveURL(/\/de\/profile\/security$/);
      await expect(page.getByRole('navigation', { name: /profil/i }).getByRole('link', { name: 'Sicherheit' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect
        .poll(async () => ((await (await page.request.get(API('getInfo'))).json()) as { payload: { locale: string } }).payload.locale)
        .toBe('de');
    } finally {
      // One database serves the whole run: the demo player keeps signing in in English.
      await page.request.post(API('changelocale'), { form: { locale: 'en' } });
    }
  });
});
