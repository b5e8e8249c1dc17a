import { expect, type Locator, type Page, test } from '../support/test';
import { depositByCard } from '../support/card-payments';
import { signedInStaff } from '../support/backoffice';

const PASSWORD = 'secret12';
const QUERY = 'locale=en&version=e2e';
/** Net loss the spins stop at (minor units): the seeded daily cashback's 10 % of it is at least €0.20. */
const LOSS_TARGET = 200;
/** Real money the player brings (euros): the spins can never lose more than this. */
const DEPOSIT = 10;
/**
 * The slot is random, so the spins go on until the player is down by LOSS_TARGET, each at the
 * largest stake the balance covers. Simulated with the server's own slot engine (200,000 runs per
 * RTP, 94.0 % and 97.5 %): one run in 2 needs a single spin, one in 100 needs more than 16, and one
 * in 300 is still not down after 150 spins (an early big win leaves the balance far above the
 * deposit). The earlier fixed 1.00 stake with 80 spins failed one run in 18.
 */
const MAX_SPINS = 150;

/** The header's main balance as a number (`€1,234.50` → 1234.5). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

async function mainBalance(page: Page): Promise<number> {
  const info = await (await page.request.get(`/api/account/getBalance?${QUERY}`)).json();
  return info.payload.balance_main.amount as number;
}

/**
 * A new player of its own, signed in in the page's context: the demo player plays in other tests,
 * so a cashback for them would open its popup there, and their history would not start empty.
 */
async function registerPlayer(page: Page, baseURL: string): Promise<string> {
  const email = `cashback-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post(`/api/auth/register?${QUERY}`, {
    form: { email, password: PASSWORD, currency: 'EUR' },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A card deposit through the demo provider's page, with no bonus offer: real money only. */
async function depositRealMoney(page: Page, amount: string): Promise<void> {
  await depositByCard(page, amount, { holder: 'Cashback Player' });
  await expect.poll(() => mainBalance(page), { timeout: 30_000 }).toBe(Number(amount));
}

/** The largest stake the slot offers that a balance (minor units) covers, as the stake list spells it (`5.00`). */
async function largestStakeCovered(stakes: Locator, balance: number): Promise<string | undefined> {
  const values = await stakes.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return values.filter((value) => Math.round(Number(value) * 100) <= balance).sort((a, b) => Number(b) - Number(a))[0];
}

/** Real spins on the catalogue's first slot until the player is down by LOSS_TARGET; what they lost (minor units). */
async function loseOnRealSpins(page: Page): Promise<number> {
  const games = await (
    await page.request.get(`/api/games/get?${QUERY}&${new URLSearchParams({ options: JSON.stringify({ category: 'slots', count: 1 }) })}`)
  ).json();
  await page.goto(`/game/${games.payload.items[0].sysname as string}#real`);
  await expect(page.locator('[data-page="casino-game"]')).toHaveAttribute('data-game-mode', 'play');
  const frame = page.frameLocator('iframe[title$=": game"]');
  const button = frame.locator('#slot-spin');
  const stakes = frame.locator('#slot-stake');
  await expect(button).toBeEnabled({ timeout: 20_000 });
  let lost = 0;
  for (let spin = 0; spin < MAX_SPINS && lost < LOSS_TARGET; spin += 1) {
    const stake = await largestStakeCovered(stakes, DEPOSIT * 100 - lost);
    expect(stake, `no stake left with ${lost / 100} lost`).toBeDefined();
    await stakes.selectOption(stake!);
    // Before each spin, not after it: a spin of the whole deposit can leave nothing to stake.
    await expect(button).toBeEnabled({ timeout: 20_000 });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().includes('/api/slot/spin') && candidate.request().method() === 'POST'),
      button.click(),
    ]);
    const result = (await response.json()) as { status: string; payload: { stake: { amount: number }; win: { amount: number } } };
    expect(result.status).toBe('ok');
    lost += Math.round(result.payload.stake.amount * 100) - Math.round(result.payload.win.amount * 100);
  }
  expect(lost, `still not down by ${LOSS_TARGET / 100} after ${MAX_SPINS} spins`).toBeGreaterThanOrEqual(LOSS_TARGET);
  return lost;
}

const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

test.describe('cashback', () => {
  test('losses on real spins come back as a cashback marketing runs in the back office: announced once, collected to the balance, in the history', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const email = await registerPlayer(page, baseURL!);
    await depositRealMoney(page, String(DEPOSIT));
    const lost = await loseOnRealSpins(page);
    // The seeded daily cashback: 10 % of the day's net real-money loss, rounded down to the cent.
    const cashback = Math.floor(lost / 10);

    // A marketing staff member sees the day's loss in the back office once the rounds are counted,
    // then runs today's cashback for this player alone.
    const { page: staff } = await signedInStaff(browser, baseURL!, 'marketing');
    await staff.getByRole('link', { name: 'Cashback' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
    const lookup = staff.getByRole('form', { name: 'A player’s real-money play' });
    await lookup.getByLabel('Player', { exact: true }).fill(email);
    const play = staff.getByRole('table', { name: /^Real-money play of / });
    await expect(async () => {
      await lookup.getByRole('button', { name: 'Show play' }).click();
      await expect(play.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(`€${(lost / 100).toFixed(2)}`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const run = staff.getByRole('form', { name: 'Run the cashback now' });
    await run.getByLabel('Period').selectOption({ label: 'Today so far (the current period)' });
    await run.getByLabel('Player (optional)').fill(email);
    await run.getByRole('button', { name: 'Run cashback' }).click();
    await expect(staff.getByRole('status').filter({ hasText: /^Cashbacks created/ })).toHaveText(/^Cashbacks created for .+: 1\.$/);
    await staff.context().close();

    // The unseen-cashback popup (spec §4): shown once, closing it stores the cashback as seen.
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'You have a cashback' });
    await expect(popup).toContainText(`A cashback of ${euros(cashback)} is waiting for you.`);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect
      .poll(async () => (await (await page.request.get(`/api/storage/get?${QUERY}&key=already_seen_cashback_id`)).json()).payload.value)
      .not.toBeNull();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    // Give the unseen check time to answer before saying the popup stayed closed.
    await page.waitForLoadState('networkidle');
    await expect(popup).toHaveCount(0);

    // Collected on the cashback page: the header balance rises by exactly the cashback.
    await page.goto('/profile/cashback');
    const item = page.getByRole('listitem').filter({ hasText: euros(cashback) });
    await expect(item).toContainText('Ready to collect');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const before = await headerBalance(page);
    await item.getByRole('button', { name: 'Collect' }).click();
    await expect(page.getByText(`${euros(cashback)} was added to your balance.`)).toBeVisible();
    await expect(item).toContainText('Paid out');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + cashback / 100, 2);
    // Paid out, it is still the one already seen: no popup again.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(popup).toHaveCount(0);

    // The cashier history's cashbacks tab lists the payout.
    await page.goto('/cashier/history?tab=cashbacks');
    const row = page.getByTestId('transaction-row').first();
    await expect(row).toHaveAttribute('data-status', 'paid_out');
    await expect(row).toContainText(euros(cashback));
  });
});
