import { expect } from '../support/test';
import { PHONE, expectNoViolations, sweepStates, sweepTest } from '../support/accessibility-sweep';

/**
 * The shell's own pages (home, support, unsubscribe, the icon sprite, the not-found page) and its
 * header's account menu. The remotes' pages, the auth dialogs included, are swept by their areas.
 */
sweepStates(
  {
    signedOutLaptop: [
      { name: 'home', path: '/' },
      { name: 'support', path: '/support' },
      { name: 'not found', path: '/no/such/page' },
      { name: 'unsubscribe', path: '/unsubscribe' },
      { name: 'icon sprite', path: '/_icons' },
    ],
    signedInLaptop: [{ name: 'home, account menu open', path: '/', open: 'account menu' }],
    signedOutPhone: [{ name: 'home', path: '/' }],
  },
  () => {
    sweepTest(
      'phone 360 × 740, signed in: home with the account menu open; the header is one row and the menu fits',
      async ({ signedInPage: page }) => {
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
      },
    );
  },
);
