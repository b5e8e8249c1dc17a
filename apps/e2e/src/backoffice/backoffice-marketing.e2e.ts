import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A new player signed in in `request`'s context (the site's registration call), so every code is still unused. */
async function registerPlayer(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/auth/register?locale=en&version=e2e', {
    form: { email: `marketing-${tag().toLowerCase()}@example.com`, password: 'secret12', currency: 'EUR' },
    headers: { origin: baseURL },
  });
  expect(((await response.json()) as { status: string }).status).toBe('ok');
}

/** The profile's promo code field, as a player uses it. */
async function enterPromoCode(page: Page, code: string): Promise<void> {
  await page.goto('/profile/bonuses');
  const promoForm = page.getByRole('form', { name: 'Have a promo code?' });
  await promoForm.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await promoForm.getByRole('button', { name: 'Activate' }).click();
}

test.describe('back office: campaigns and promo codes', () => {
  test('a marketing user makes a campaign and a promo code; a new player redeems it on the site and sees the bonus; paused, it is refused', async ({
    browser,
    page,
    baseURL,
    site,
  }) => {
    // Staff sign-in may wait up to 30 s for a fresh authenticator code (support/backoffice.ts), and two players register.
    test.setTimeout(180_000);
    const id = tag();
    const title = `Spring ${id}`;
    const code = `SPRING-${id}`;
    const { page: office } = await signedInStaff(browser, baseURL!, 'marketing');

    await office.goto('/backoffice/campaigns');
    const campaignForm = office.getByRole('form', { name: 'New campaign' });
    await campaignForm.getByLabel('Name players see').fill(title);
    await campaignForm.getByLabel('Amount', { exact: true }).fill('7.50');
    await campaignForm.getByLabel('Wagering (times the bonus)').fill('10');
    await campaignForm.getByRole('button', { name: 'Create campaign' }).click();
    await expect(office.getByText(`Campaign "${title}" created.`)).toBeVisible();
    const campaignRow = office.getByTestId('campaign-row').filter({ hasText: title });
    await expect(campaignRow).toContainText('bonus of 7.50 · wager 10×');
    await expect(campaignRow).toContainText('Running');
    expect(await axeFindings(office, { seriousOnly: true })).toEqual([]);

    await office.getByRole('link', { name: 'Give it a promo code' }).click();
    await expect(office).toHaveURL(/\/backoffice\/promo-codes$/);
    const codeForm = office.getByRole('form', { name: 'New promo code' });
    await codeForm.getByLabel('Code').fill(code.toLowerCase());
    const campaignField = codeForm.getByLabel('Campaign');
    const option = campaignField.locator('option', { hasText: title });
    await campaignField.selectOption((await option.getAttribute('value'))!);
    await codeForm.getByLabel('How many players may use it').fill('5');
    await codeForm.getByRole('button', { name: 'Create promo code' }).click();
    await expect(office.getByText(`Promo code ${code} created for "${title}".`)).toBeVisible();
    const codeRow = office.getByTestId('promo-code-row').filter({ hasText: code });
    await expect(codeRow).toContainText('0 of 5');
    expect(await axeFindings(office, { seriousOnly: true })).toEqual([]);

    // A new player types the code on the site, in small letters, and has the bonus with its rules.
    await registerPlayer(page.request, baseURL!);
    await enterPromoCode(page, code.toLowerCase());
    const active = page.getByRole('region', { name: 'Active bonus' }).getByRole('listitem', { name: title });
    await expect(active).toContainText('€7.50');
    await expect(active).toContainText('Wagered €0.00 of €75.00');

    await office.reload();
    await expect(codeRow).toContainText('1 of 5');

    // Paused, the code is not valid for the next player; resumed, it works again.
    await codeRow.getByRole('button', { name: `Pause promo code ${code}` }).click();
    await expect(office.getByText(`${code} is paused: players are told it is not valid.`)).toBeVisible();
    await expect(codeRow).toContainText('Paused');
    // Another visitor who has seen the campaign popups, so none covers the form.
    const next = await browser.newContext({ baseURL: baseURL!, storageState: site.storageState });
    const nextPage = await next.newPage();
    await registerPlayer(nextPage.request, baseURL!);
    await enterPromoCode(nextPage, code);
    await expect(nextPage.getByText('This promo code is not valid.')).toBeVisible();

    await codeRow.getByRole('button', { name: `Resume promo code ${code}` }).click();
    await expect(office.getByText(`${code} works again.`)).toBeVisible();
    await enterPromoCode(nextPage, code);
    await expect(nextPage.getByRole('region', { name: 'Active bonus' }).getByRole('listitem', { name: title })).toContainText('€7.50');
    await next.close();
    await office.context().close();
  });

  test('a deposit match made in the back office, with German texts, is offered to a German player under its German title', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const id = tag();
    const title = `Match ${id}`;
    const germanTitle = `Einzahlungsbonus ${id}`;
    const { page: office } = await signedInStaff(browser, baseURL!, 'marketing');

    await office.goto('/backoffice/campaigns');
    const campaignForm = office.getByRole('form', { name: 'New campaign' });
    await campaignForm.getByLabel('Kind').selectOption('deposit_match');
    await campaignForm.getByLabel('Name players see').fill(title);
    await campaignForm.getByLabel('Match (percent of the deposit)').fill('50');
    await campaignForm.getByLabel('Largest bonus').fill('100');
    await campaignForm.getByLabel('Wagering (times the bonus)').fill('5');
    await campaignForm.getByRole('button', { name: 'Create campaign' }).click();
    await expect(office.getByText(`Campaign "${title}" created.`)).toBeVisible();

    await office.getByRole('button', { name: `Texts of campaign ${title}` }).click();
    const dialog = office.getByRole('dialog', { name: `Texts of ${title}` });
    await dialog.getByLabel('Language of the texts').selectOption('de');
    await dialog.getByLabel('Name players see').fill(germanTitle);
    await dialog.getByLabel('Line on the deposit form').fill('50 % Ihrer ersten Einzahlung, bis zu 100.');
    await dialog.getByRole('button', { name: 'Save texts' }).click();
    await expect(office.getByText(`The texts of "${title}" are saved.`)).toBeVisible();
    expect(await axeFindings(office, { seriousOnly: true })).toEqual([]);

    await registerPlayer(page.request, baseURL!);
    await page.goto('/de/cashier/deposit/demo-card');
    await expect(page.getByRole('radio', { name: new RegExp(germanTitle) })).toBeVisible();

    // Paused again, so the other tests' deposit forms offer only the demo's offers.
    await office.getByRole('button', { name: `Pause campaign ${title}` }).click();
    await expect(office.getByText(`"${title}" is paused: it gives nothing until it is resumed.`)).toBeVisible();
    await office.context().close();
  });
});
