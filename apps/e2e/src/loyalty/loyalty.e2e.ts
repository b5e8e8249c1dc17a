import { type APIRequestContext, expect, type Page, test } from '../support/test';
import type { LoyaltyInfo, LoyaltyProduct } from '@nfx/api-contract';
import { axeFindings } from '../support/axe';
import { registerThroughPopup } from '../support/registration-popup';
import { signInAsDemoPlayer } from '../support/demo-player';

const api = (area: string, method: string) => `/api/${area}/${method}?locale=en&version=e2e`;

async function loyaltyInfo(request: APIRequestContext): Promise<LoyaltyInfo> {
  const response = await request.get(api('loyalty', 'getinfo'));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: LoyaltyInfo }).payload;
}

/** The loyalty remote's part of the page. */
const area = (page: Page) => page.locator('[data-remote="loyalty"]');

/** Registers a new player in the page's context and waits until the register quest has paid its 50 points. */
async function registerNewPlayer(page: Page, baseURL: string | undefined): Promise<void> {
  const email = `loyalty-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post(api('auth', 'register'), {
    form: { email, password: 'secret12', currency: 'EUR' },
    headers: { origin: baseURL! },
  });
  expect(registered.ok()).toBe(true);
  // The register event reaches the programme through the outbox's relay job.
  await expect.poll(async () => (await loyaltyInfo(page.request)).points, { timeout: 15_000 }).toBe(50);
}

/**
 * Registers a new player through the site's registration popup, as a visitor does (the fields of
 * auth.e2e.ts), and puts off the email confirmation that follows on the deposit page.
 */
async function registerAndPutOffConfirmation(page: Page): Promise<void> {
  await registerThroughPopup(page, `loyalty-form-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/);
  const confirmEmail = page.getByRole('dialog', { name: 'Confirm your email' });
  await confirmEmail.getByRole('button', { name: 'Later' }).click();
  await expect(confirmEmail).toHaveCount(0);
}

/** Runs axe on the page as it is now (an open popup included) and fails on any violation, naming its nodes. */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const findings = await axeFindings(page);
  expect(findings, `${state}: ${JSON.stringify(findings, null, 2)}`).toEqual([]);
}

test.describe('loyalty remote', () => {
  test('a new player sees the register quest complete with its toast, and changes character after confirming', async ({ page }) => {
    // The toast opens on the first page the player opens (or clicks on) after the outbox's relay
    // job delivered the register event: the deposit page the form leads to, or the programme
    // page. Watched from the start, so it is seen on whichever it opens, for its five seconds.
    const toastSeen = expect(page.getByText('Quest completed: Welcome aboard')).toBeVisible({ timeout: 45_000 });
    // Awaited below; this only keeps a failure before then from being reported twice.
    toastSeen.catch(() => undefined);
    await registerAndPutOffConfirmation(page);
    await expect.poll(async () => (await loyaltyInfo(page.request)).points, { timeout: 15_000 }).toBe(50);

    // Through the menu: a path change asks for the notifications again (§4).
    await page.getByRole('navigation').getByRole('link', { name: 'Loyalty', exact: true }).click();
    await expect(page).toHaveURL(/\/loyalty$/);
    await toastSeen;
    const quest = area(page).locator('[data-quest="welcome"]');
    await expect(quest).toContainText('Completed');
    await expect(area(page).getByTestId('loyalty-points')).toContainText('50 Coins');
    await expect(area(page).getByRole('progressbar', { name: 'Progress through level Bronze' })).toHaveAttribute('aria-valuenow', '10');

    await area(page).getByRole('button', { name: 'Change character' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your character' });
    // Exact: the shop's starter skin is "Silver Sir Lucky".
    await picker.getByRole('radio', { name: 'Sir Lucky', exact: true }).check();
    await picker.getByRole('button', { name: 'Choose' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change your character?' });
    await expect(confirm).toContainText('Sir Lucky will be your new character.');
    await confirm.getByRole('button', { name: 'Yes, change it' }).click();
    await expect(area(page).getByTestId('loyalty-character-name')).toHaveText('Sir Lucky');
  });

  test('a new player buys a skin with the welcome points and changes character to it after confirming', async ({ page, baseURL }) => {
    // The seeded starter skin costs the welcome quest's 50 points, so no demo shortcut is needed.
    await registerNewPlayer(page, baseURL);
    await page.goto('/loyalty');
    await area(page).getByRole('button', { name: 'Change character' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your character' });
    await expect(picker.getByRole('radio', { name: 'Silver Sir Lucky' })).toBeDisabled();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toHaveCount(0);

    await page.goto('/loyalty/shop');
    const product = area(page).locator('[data-product="skin-knight-silver"]');
    await expect(product).toContainText('Unlocks Silver Sir Lucky: pick it as your character.');
    await product.getByRole('button', { name: 'Buy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(confirm).toContainText('Buy Silver Sir Lucky skin for 50 Coins?');
    await confirm.getByRole('button', { name: 'Buy now' }).click();
    const done = page.getByRole('dialog', { name: 'Purchase complete' });
    // 50 spent, and 25 back for the shop quest on the first purchase.
    await expect(done).toContainText('Silver Sir Lucky skin is yours. You have 25 Coins left.');
    await done.getByRole('link', { name: 'Choose your character' }).click();
    await expect(page).toHaveURL(/\/loyalty$/);

    await area(page).getByRole('button', { name: 'Change character' }).click();
    const skin = picker.getByRole('radio', { name: 'Silver Sir Lucky' });
    await expect(skin).toBeEnabled();
    await skin.check();
    await picker.getByRole('button', { name: 'Choose' }).click();
    const change = page.getByRole('dialog', { name: 'Change your character?' });
    await expect(change).toContainText('Silver Sir Lucky will be your new character.');
    await change.getByRole('button', { name: 'Yes, change it' }).click();
    await expect(change).toHaveCount(0);
    await expect(area(page).getByTestId('loyalty-character-name')).toHaveText('Silver Sir Lucky');
    const info = await loyaltyInfo(page.request);
    expect({ points: info.points, character: info.character?.sysname }).toEqual({ points: 25, character: 'knight-silver' });
  });

  test('a completed quest shows its toast on a page outside loyalty, loading the remote only after the first click', async ({
    page,
    baseURL,
  }) => {
    await registerNewPlayer(page, baseURL);
    const loyaltyFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/loyalty/')) loyaltyFiles.push(request.url());
    });
    await page.goto('/gamehall');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    expect(loyaltyFiles).toEqual([]);

    const marked = page.waitForResponse((response) => response.url().includes('/api/loyalty/marknotificationshown'));
    await heading.click();
    await expect(page.getByText('Quest completed: Welcome aboard')).toBeVisible();
    expect(loyaltyFiles.some((url) => url.includes('remoteEntry') || url.includes('mf-manifest'))).toBe(true);
    await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
    // Reading did not mark it; the opened toast did, so the next page view is not shown it again.
    expect((await marked).ok()).toBe(true);
    const listed = await page.request.get(api('loyalty', 'getnotifications'));
    expect(((await listed.json()) as { payload: { items: unknown[] } }).payload.items).toEqual([]);
  });

  test('real-money spins earn points and move the level progress, which the programme page shows', async ({ page }) => {
    await signInAsDemoPlayer(page);
    const before = await loyaltyInfo(page.request);
    // The top level has no maximum: its progress stays at 100 whatever is earned (§9).
    expect(before.levels.find((level) => level.isCurrent)?.maxValue, 'the demo player is below the top level').not.toBeNull();
    await page.goto('/loyalty');
    const progress = area(page).getByRole('progressbar', { name: /^Progress through level / });
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    const progressBefore = await progress.getAttribute('aria-valuenow');
    const products = ((await (await page.request.get(api('loyalty', 'getproducts'))).json()) as { payload: { items: LoyaltyProduct[] } })
      .payload.items;
    // The shop's free spins are for a slot: play that one for real.
    await page.goto(`/game/${products.find((product) => product.freeSpins)!.freeSpins!.gameSysname}#real`);
    await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'play');
    const frame = page.frameLocator('iframe[title$=": game"]');
    const spin = frame.locator('#slot-spin');
    // 10.00 a spin: slot rules give 2 points per 1 EUR, and the demo player stakes USD, converted
    // to EUR first (9.20 EUR, 18.4 points; fractions carry to the next round), so three spins earn
    // 55 points: more than 1 % of any level's range below the top, which the rounded bar shows.
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await frame.locator('#slot-stake').selectOption('10.00');
    for (let round = 0; round < 3; round += 1) {
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      await spin.click();
    }
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await expect
      .poll(async () => (await loyaltyInfo(page.request)).expCount, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before.expCount + 55);

    const after = await loyaltyInfo(page.request);
    const current = after.levels.find((level) => level.isCurrent)!;
    await page.goto('/loyalty');
    await expect(area(page).getByTestId('loyalty-points')).toContainText(`${after.points.toLocaleString('en')} Coins`);
    await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(current.progress)));
    expect(await progress.getAttribute('aria-valuenow')).not.toBe(progressBefore);
    await expect(area(page).locator('[data-quest="ten-spins"]')).toContainText(/of 10|Completed/);
  });

  test('a quest opens in its popup from /loyalty, closes with Esc, and keeps its own page for direct links', async ({ page }) => {
    await page.goto('/loyalty');
    const questLink = area(page).locator('[data-quest="welcome"]').getByRole('link', { name: 'Welcome aboard' });
    await questLink.click();
    const popup = page.getByRole('dialog', { name: 'Welcome aboard' });
    await expect(popup).toContainText('Create your account.');
    await expect(popup).toContainText('Reward: 50 points');
    await expect(page).toHaveURL(/\/loyalty\?quest=welcome$/);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/loyalty$/);
    await expect(questLink).toBeFocused();

    await page.goto('/loyalty/welcome');
    await expect(area(page).getByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the shop confirms and buys a product with points', async ({ page }) => {
    await signInAsDemoPlayer(page);
    const before = await loyaltyInfo(page.request);
    await page.goto('/loyalty/shop');
    const product = area(page).locator('[data-product="spins-10"]');
    await product.getByRole('button', { name: 'Buy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(confirm).toContainText('Buy 10 free spins for 100 Coins?');
    await confirm.getByRole('button', { name: 'Buy now' }).click();
    const done = page.getByRole('dialog', { name: 'Purchase complete' });
    await expect(done).toContainText('10 free spins is yours.');
    await done.getByRole('button', { name: 'Close' }).first().click();
    await expect(product).toContainText('Bought 1 of 5 allowed');
    // 100 spent, and 25 back for the shop quest on the first purchase.
    expect((await loyaltyInfo(page.request)).points).toBe(before.points - 100 + 25);
  });

  test('the loyalty pages fit a 320 px phone and a 1920 px screen without sideways scrolling', async ({ page }) => {
    // Six page loads: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    // Signed in, so the levels, the character and the shop's buy buttons are drawn too.
    await signInAsDemoPlayer(page);
    const pages = ['/loyalty', '/loyalty/shop', '/loyalty/welcome'];
    for (const width of [320, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        const section = area(page).locator('section[data-page^="loyalty-"]');
        await expect(section.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(section.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        if (path === '/loyalty') await expect(section.getByRole('progressbar', { name: /^Progress through level / })).toBeVisible();
        if (path === '/loyalty/shop') await expect(section.locator('[data-product]').first()).toBeVisible();
        const fits = await section.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.right <= window.innerWidth + 1 && element.scrollWidth <= element.clientWidth + 1;
        });
        expect(fits, `${path} at ${width} px`).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("the shop's buy confirmation and the character change confirmation pass axe WCAG 2.2 AA while open", async ({ page, baseURL }) => {
    // Axe on a loaded machine takes a while per run.
    test.setTimeout(120_000);
    // A player of its own: the welcome points cover the starter skin, so the confirm popup (not
    // the insufficient-points one) opens, and nothing is bought or changed.
    await registerNewPlayer(page, baseURL);
    await page.goto('/loyalty/shop');
    await area(page).locator('[data-product="skin-knight-silver"]').getByRole('button', { name: 'Buy' }).click();
    const buy = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(buy.getByRole('button', { name: 'Buy now' })).toBeFocused();
    await expectNoAxeViolations(page, 'shop buy confirmation');
    await buy.getByRole('button', { name: 'Cancel' }).click();
    await expect(buy).toHaveCount(0);

    await page.goto('/loyalty');
    await area(page).getByRole('button', { name: 'Change character' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your character' });
    await picker.getByRole('radio', { name: 'Sir Lucky', exact: true }).check();
    await picker.getByRole('button', { name: 'Choose' }).click();
    const change = page.getByRole('dialog', { name: 'Change your character?' });
    await expect(change.getByRole('button', { name: 'Yes, change it' })).toBeFocused();
    await expectNoAxeViolations(page, 'character change confirmation');
    await change.getByRole('button', { name: 'Back' }).click();
    await expect(picker).toBeVisible();
  });
});
