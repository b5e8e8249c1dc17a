import { expect, type Page, test } from '../support/test';

const PASSWORD = 'secret12';
const uniqueEmail = () => `free-bet-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** GETs an API call in the page's context (signed in by its cookies). */
async function apiGet(page: Page, call: string, query: Record<string, string> = {}) {
  const response = await page.request.get(`/api/${call}?${new URLSearchParams({ locale: 'en', version: 'e2e', ...query })}`);
  return (await response.json()) as { status: string; payload: { items: Record<string, unknown>[] } };
}

test.describe('free bets', () => {
  test('the demo code FREEBET5 gives a free bet that pays a single from the bet slip, shown among the player’s bets', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A new player with no money of their own: only the free bet can pay the stake.
    const registered = await page.request.post('/api/auth/register?locale=en&version=e2e', {
      form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
      headers: { origin: baseURL! },
    });
    expect((await registered.json()).status).toBe('ok');

    await page.goto('/profile/bonuses');
    const promoForm = page.getByRole('form', { name: 'Have a promo code?' });
    await promoForm.getByRole('textbox', { name: 'Promo code' }).fill('FREEBET5');
    const [activated] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/campaigns/activateOffer')),
      promoForm.getByRole('button', { name: 'Activate' }).click(),
    ]);
    expect((await activated.json()).status).toBe('ok');
    const freeBets = await apiGet(page, 'BettingBonuses/get', { status: 'active' });
    expect(freeBets.payload.items).toEqual([
      expect.objectContaining({ kind: 'free_bet', amount: { amount: 5, currency: 'EUR' }, min_price: 150 }),
    ]);

    // A draw of an upcoming football match: priced well above the free bet's least odds of 1.50.
    await page.goto('/betting?sport=football');
    const section = page.locator('[data-remote="betting"]');
    const card = section.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();
    await card
      .getByRole('region', { name: 'Match result' })
      .getByRole('button', { name: /: Draw at / })
      .click();
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('listitem')).toHaveCount(1);

    const choice = slip.getByRole('group', { name: 'Use a free bet' });
    await expect(choice.getByRole('radio', { name: 'No, use my balance' })).toBeChecked();
    await choice.getByRole('radio', { name: /Free bet €5\.00 \(odds 1\.50 or more\)/ }).check();
    const stake = slip.getByLabel('Stake');
    await expect(stake).toHaveValue('5.00');
    await expect(stake).toHaveAttribute('readonly', '');
    await expect(slip.getByText('Potential winnings')).toBeVisible();
    await slip.getByRole('checkbox', { name: 'Accept odds changes' }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Bet placed with your free bet.' })).toBeVisible();

    // The API holds a single paid by the free bet; the player's own balance never moved.
    const open = await apiGet(page, 'betting/getbets', { status: 'open' });
    const bet = open.payload.items[0]!;
    expect(bet).toMatchObject({ kind: 'single', stake: { amount: 5, currency: 'EUR' }, free_bet_id: freeBets.payload.items[0]!['id'] });
    await expect(page.getByTestId('header-balance')).toContainText('€0.00');
    // The bonus engine hears of the bet and completes the free bet: it is no longer offered.
    await expect.poll(async () => (await apiGet(page, 'BettingBonuses/get', { status: 'active' })).payload.items.length).toBe(0);

    await page.goto('/betting/bets');
    await section.getByRole('button', { name: 'Open', exact: true }).click();
    const row = section.getByRole('list', { name: 'Open' }).getByRole('listitem').filter({ hasText: 'Single' }).first();
    await expect(row).toContainText('Paid with a free bet');
  });
});
