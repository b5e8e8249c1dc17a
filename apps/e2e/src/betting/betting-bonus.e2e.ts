import { type APIRequestContext, expect, test } from '../support/test';

const PASSWORD = 'secret12';
const uniqueEmail = () => `betting-bonus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A second free-bet campaign's promo code (wallet betting). Its free bet runs first, so FREEBET5,
 * granted after it, waits as "available" (one betting bonus runs at a time): that is the one the
 * player activates here. The seed must hold it beside FREEBET5 (src/seed/bonus).
 */
const FIRST_FREE_BET_CODE = 'FREEBET2';

/** campaigns.activateOffer through the API, as the profile's promo-code form sends it. */
async function applyPromoCode(request: APIRequestContext, baseURL: string, code: string) {
  const response = await request.post('/api/campaigns/activateOffer?locale=en&version=e2e', {
    form: { promo_code: code },
    headers: { origin: baseURL, 'Idempotency-Key': `e2e-${code}-${Date.now()}` },
  });
  const body = (await response.json()) as { status: string; payload: { title: string; status: string; type: string } };
  expect(body.status).toBe('ok');
  return body.payload;
}

test.describe('betting bonuses on the profile', () => {
  test('a waiting free bet is activated from /profile/bonuses after a confirmation, announced by the popup and offered in the bet slip', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const registered = await page.request.post('/api/auth/register?locale=en&version=e2e', {
      form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
      headers: { origin: baseURL! },
    });
    expect((await registered.json()).status).toBe('ok');
    const running = await applyPromoCode(page.request, baseURL!, FIRST_FREE_BET_CODE);
    expect(running).toMatchObject({ type: 'betting', status: 'active' });
    expect(await applyPromoCode(page.request, baseURL!, 'FREEBET5')).toMatchObject({ title: 'Free bet 5', status: 'available' });

    await page.goto('/profile/bonuses');
    const freeBets = page.getByRole('region', { name: 'Free bets' });
    const waiting = freeBets.getByRole('listitem', { name: 'Free bet 5' });
    await expect(waiting).toContainText('Available');
    await expect(waiting).toContainText('€5.00');
    await expect(waiting).toContainText('For a bet at odds of 1.50 or more');

    // One free bet runs at a time: the running one is removed first, behind its own question.
    await freeBets.getByRole('listitem', { name: running.title }).getByRole('button', { name: 'Remove' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove this free bet?' });
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(removal).toBeHidden();
    await expect(freeBets.getByRole('listitem', { name: running.title })).toHaveCount(0);

    await waiting.getByRole('button', { name: 'Activate' }).click();
    const question = page.getByRole('dialog', { name: 'Activate this free bet?' });
    await expect(question).toContainText('Free bet 5 becomes your active free bet');
    await question.getByRole('button', { name: 'Activate' }).click();

    const popup = page.getByRole('dialog', { name: 'Betting bonus activated' });
    await expect(popup).toContainText('Free bet 5 (€5.00) is ready: choose it in the bet slip when you place a sports bet');
    await expect(popup).toContainText('It pays a bet at odds of 1.50 or more.');
    await expect(question).toBeHidden();
    await popup.getByRole('button', { name: 'Go to sports betting' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/betting$/);

    // Activation moved the free bet to the betting bonus balance: the bet slip offers it now.
    await page.goto('/betting?sport=football');
    const section = page.locator('[data-remote="betting"]');
    const card = section.getByRole('region', { name: 'Upcoming' }).getByRole('article').first();
    await card
      .getByRole('region', { name: 'Match result' })
      .getByRole('button', { name: /: Draw at / })
      .click();
    const slip = section.getByRole('complementary', { name: 'Bet slip' });
    const choice = slip.getByRole('group', { name: 'Use a free bet' });
    const offered = choice.getByRole('radio', { name: /Free bet €5\.00 \(odds 1\.50 or more\)/ });
    await expect(offered).toBeVisible();
    await offered.check();
    await expect(slip.getByLabel('Stake')).toHaveValue('5.00');

    await page.goto('/profile/bonuses');
    await expect(freeBets.getByRole('listitem', { name: 'Free bet 5' })).toContainText('Active');
  });
});
