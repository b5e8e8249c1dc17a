import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoPlayer } from './support/demo-player';
import { layoutShiftSoFar, trackLayoutShift } from './support/layout-shift';

/** A phone, as Lighthouse's mobile run and the CLS budget of the performance issue (#21) see the page. */
const PHONE = { width: 360, height: 740 };

/** The header's main balance as a number (`€1,234.50` → 1234.5). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test.describe('betting', () => {
  test('adds two selections, places an accumulator, settles it and shows it among the player’s bets', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAsDemoPlayer(page);
    await page.goto('/betting');
    const section = page.locator('[data-remote="betting"]');
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('Sports betting');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const before = await headerBalance(page);

    // Two home wins of two different upcoming football matches (pre-match markets stay open; prices may drift).
    await section.getByRole('button', { name: /^Football/ }).click();
    await expect(page).toHaveURL(/sport=football/);
    const upcoming = section.getByRole('region', { name: 'Upcoming' });
    const events = upcoming.getByRole('article');
    await expect(events.nth(1)).toBeVisible();
    // Football's Asian handicap: one button a side, each with its own line (+1, −0.5, 0 …).
    const handicap = events.first().getByRole('region', { name: 'Asian handicap' }).getByRole('button');
    await expect(handicap).toHaveCount(2);
    await expect(handicap.first()).toHaveAccessibleName(/ (?:[+−]\d+(?:\.5)?|0) at \d+\.\d\d$/);
    for (const index of [0, 1]) {
      await events.nth(index).getByRole('region', { name: 'Match result' }).getByRole('button').first().click();
    }
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await slip.getByRole('button', { name: 'Accumulator' }).click();
    await slip.getByLabel('Stake').fill('2');
    await expect(slip.getByText('Potential payout')).toBeVisible();
    await slip.getByRole('checkbox', { name: 'Accept odds changes' }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Bets placed: 1.' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 2, 2);

    // The demo operator plays both matches to the end; their results settle the bet once.
    const bets = await page.request.get('/api/betting/getbets?locale=en&version=e2e&status=open');
    const bet = (await bets.json()).payload.items[0];
    expect(bet.kind).toBe('accumulator');
    for (const leg of bet.legs) {
      const finished = await page.request.post(`/demo/betting/finish-event?id=${leg.event_id}`, { headers: { origin: baseURL! } });
      expect(finished.ok()).toBe(true);
    }
    const settled = await page.request.get('/api/betting/getbets?locale=en&version=e2e&status=settled');
    const result = (await settled.json()).payload.items.find((item: { id: number }) => item.id === bet.id);
    expect(['won', 'lost']).toContain(result.status);

    await page.goto('/betting/bets');
    await section.getByRole('button', { name: 'Settled' }).click();
    const row = section.getByRole('list', { name: 'Settled' }).getByRole('listitem').filter({ hasText: 'Accumulator' }).first();
    await expect(row).toContainText(result.status === 'won' ? 'Won' : 'Lost');
    await page.reload();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 2 + (result.payout?.amount ?? 0), 2);
  });

  test('opens an event from the board, adds a selection on the event’s page and places a single', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsDemoPlayer(page);
    await page.goto('/betting?sport=football');
    const section = page.locator('[data-remote="betting"]');
    await expect(page.getByTestId('header-balance')).toBeVisible();

    // An upcoming football match: its markets are open before kick-off (prices may drift).
    const card = section.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();
    const title = card.getByRole('heading', { level: 3 });
    const name = ((await title.textContent()) ?? '').trim();
    expect(name).toMatch(/ – /);
    await title.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/betting\/event\/\d+$/);
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());

    // Every market of a football match, titled under the event's own heading.
    const event = section.getByRole('article', { name });
    await expect(event.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(event.getByRole('heading', { level: 2 })).toHaveText([
      'Match result',
      'Total goals 2.5',
      'Asian handicap',
      'Both teams to score',
    ]);
    await expect(section.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'All sports' })).toBeVisible();

    await event
      .getByRole('region', { name: 'Both teams to score' })
      .getByRole('button', { name: `${name}: Yes at`, exact: false })
      .click();
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(1);
    await expect(slip.getByText('Yes', { exact: true })).toBeVisible();
    await slip.getByLabel('Stake').fill('1');
    await slip.getByRole('checkbox', { name: 'Accept odds changes' }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Bets placed: 1.' })).toBeVisible();

    // The API holds it as a single on this event's "both teams to score: yes", for the stake typed.
    const bets = await page.request.get('/api/betting/getbets?locale=en&version=e2e&status=open');
    const bet = (await bets.json()).payload.items[0];
    expect(bet).toMatchObject({ kind: 'single', stake: { amount: 1 } });
    expect(bet.legs).toEqual([expect.objectContaining({ event_id: eventId, market: 'btts', code: 'yes' })]);
  });

  test('a match abandoned while the board is open: the board marks it, the bet turns void and its stake comes back', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAsDemoPlayer(page);
    await page.goto('/betting?sport=football');
    const section = page.locator('[data-remote="betting"]');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const before = await headerBalance(page);

    // The last upcoming match: the other tests bet on the first ones, whose bets it would void too.
    const card = section.getByRole('region', { name: 'Upcoming' }).getByRole('article').last();
    const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await card.getByRole('region', { name: 'Match result' }).getByRole('button').first().click();
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('3');
    await slip.getByRole('checkbox', { name: 'Accept odds changes' }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Bets placed: 1.' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 3, 2);

    const open = await page.request.get('/api/betting/getbets?locale=en&version=e2e&status=open');
    type OpenBet = { legs: Array<{ event_id: number; home: string; away: string }> };
    const bet = ((await open.json()).payload.items as OpenBet[]).find(
      (item) => item.legs.length === 1 && `${item.legs[0]!.home} – ${item.legs[0]!.away}` === name,
    )!;
    const eventId = bet.legs[0]!.event_id;
    const abandoned = await page.request.post(`/demo/betting/abandon-event?id=${eventId}`, { headers: { origin: baseURL! } });
    expect(await abandoned.json()).toEqual({ event: eventId, settled_bets: 1 });

    // The stream tells the open board: the card says so and its prices are off.
    const marked = section.getByRole('article', { name });
    await expect(marked.getByText('Abandoned')).toBeVisible();
    await expect(marked.getByRole('region', { name: 'Match result' }).getByRole('button').first()).toBeDisabled();

    await page.goto('/betting/bets');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before, 2);
    await section.getByRole('button', { name: 'Settled' }).click();
    const row = section.getByRole('list', { name: 'Settled' }).getByRole('listitem').filter({ hasText: name }).first();
    await expect(row).toContainText('Void');
  });

  test('live prices move while they sit in the slip: the slip shows each change and tells a screen reader once', async ({ page }) => {
    // The feed steps every 4 s and a live price moves as the clock runs, or pauses around a goal.
    test.setTimeout(120_000);
    await signInAsDemoPlayer(page);
    await page.goto('/betting');
    const section = page.locator('[data-remote="betting"]');
    const live = section.getByRole('region', { name: 'Live now' }).getByRole('article');
    await expect(live.first()).toBeVisible();

    // The first open price of up to three live matches, so one of them moves soon.
    const matches = Math.min(3, await live.count());
    for (let index = 0; index < matches; index += 1) {
      const open = live.nth(index).locator('button[aria-pressed="false"]:not([disabled])').first();
      if ((await open.count()) > 0) await open.click();
    }
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem').first()).toBeVisible();
    await expect(slip.getByText(/^Price changed from \d+\.\d\d to \d+\.\d\d$/).first()).toBeVisible({ timeout: 90_000 });
    await expect(slip.getByText('Prices in your bet slip have changed.')).toBeAttached();
  });

  test('holds its layout on a phone while the board loads, whichever answer comes last', async ({ page }) => {
    await trackLayoutShift(page);
    // The worst order seen in Lighthouse runs: the upcoming list first, then the live list, the sports last.
    const delays: [RegExp, number][] = [
      [/\/api\/betting\/getevents\?.*status=live/, 800],
      [/\/api\/betting\/getsports\?/, 1_600],
    ];
    for (const [url, delay] of delays)
      await page.route(url, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
    await page.setViewportSize(PHONE);
    await page.goto('/betting');
    const section = page.locator('[data-remote="betting"]');
    await expect(section.getByRole('region', { name: 'Upcoming' })).toHaveAttribute('aria-busy', 'false');
    await expect(section.getByRole('region', { name: 'Live now' })).toHaveAttribute('aria-busy', 'false');
    await expect(section.getByRole('button', { name: /^Football/ })).toContainText('upcoming');
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.05);
  });
});
