import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'secret12';
const uniqueEmail = () => `bonus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** POSTs to the API like the site does: form fields, same origin. */
async function apiPost(request: APIRequestContext, baseURL: string, call: string, form: Record<string, string>) {
  const response = await request.post(`/api/${call}?locale=en&version=e2e`, { form, headers: { origin: baseURL } });
  return (await response.json()) as { status: string; payload?: Record<string, unknown> };
}

/** A new player (each test its own, so a promo code or a first-deposit offer is still unused), signed in in the page's context. */
async function registerPlayer(page: Page, baseURL: string): Promise<void> {
  expect(
    (await apiPost(page.request, baseURL, 'auth/register', { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' })).status,
  ).toBe('ok');
}

test.describe('bonuses', () => {
  test('a promo code entered in the profile gives its bonus, shown as the active bonus', async ({ page, baseURL }) => {
    await registerPlayer(page, baseURL!);
    await page.goto('/profile/bonuses');
    await expect(page.getByRole('region', { name: 'Active bonus' })).toContainText('No bonus is active.');
    const promoForm = page.getByRole('form', { name: 'Have a promo code?' });
    await promoForm.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await promoForm.getByRole('button', { name: 'Activate' }).click();
    const active = page.getByRole('region', { name: 'Active bonus' }).getByRole('listitem', { name: 'Welcome 10' });
    await expect(active).toContainText('€10.00');
    await expect(active).toContainText('Wagered €0.00 of €200.00');
    // The same code again is refused on its field.
    await promoForm.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await promoForm.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('You have already used this promo code.')).toBeVisible();
  });

  test('the welcome offer chosen on the deposit form matches a card deposit on the bonus balance', async ({ page, baseURL }) => {
    await registerPlayer(page, baseURL!);
    await page.goto('/cashier/deposit');
    await page.getByRole('link', { name: /^Card/ }).click();
    await page.getByLabel(/^Amount/).fill('50');
    await page.getByRole('radio', { name: /Welcome bonus/ }).check();
    await page.getByRole('form', { name: 'Deposit by Card' }).getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/demo\/payments\/pay_[0-9a-f]+$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on the card').fill('Demo Player');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);

    // The bonus arrives through the deposit event; the page is asked again until it is there.
    await expect
      .poll(
        async () => {
          await page.goto('/profile/bonuses');
          return page.getByRole('region', { name: 'Active bonus' }).getByRole('listitem', { name: 'Welcome bonus' }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const active = page.getByRole('region', { name: 'Active bonus' }).getByRole('listitem', { name: 'Welcome bonus' });
    await expect(active).toContainText('€50.00');
    await expect(active).toContainText('Wagered €0.00 of €1,750.00');
    const info = await (await page.request.get('/api/account/getBalance?locale=en&version=e2e')).json();
    expect(info.payload.balance_bonus).toEqual({ amount: 50, currency: 'EUR' });
  });
});
