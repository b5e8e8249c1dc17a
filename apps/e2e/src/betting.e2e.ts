import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoPlayer } from './support/demo-player';

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
});
