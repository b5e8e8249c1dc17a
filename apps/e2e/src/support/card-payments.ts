import { expect, type Page } from '@playwright/test';

/** The demo provider's card that always pays. */
export const PAYING_CARD = '4242 4242 4242 4242';

/** From the deposit index to the demo provider's hosted card page, for `amount`, with a deposit offer chosen by name. */
export async function startCardDeposit(page: Page, amount: string, { offer }: { offer?: RegExp } = {}): Promise<void> {
  await page.goto('/cashier/deposit');
  await page.getByRole('link', { name: /^Card/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit by Card');
  await page.getByLabel(/^Amount/).fill(amount);
  if (offer) await page.getByRole('radio', { name: offer }).check();
  await page.getByRole('form', { name: 'Deposit by Card' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/demo\/payments\/pay_[0-9a-f]+$/);
}

/** Fills the demo provider's card page and pays. */
export async function payWithCard(page: Page, cardNumber = PAYING_CARD, holder = 'Demo Player'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on the card').fill(holder);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A card deposit paid with the paying card, back on the cashier's success page. */
export async function depositByCard(page: Page, amount: string, options: { offer?: RegExp; holder?: string } = {}): Promise<void> {
  await startCardDeposit(page, amount, options);
  await payWithCard(page, PAYING_CARD, options.holder);
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
}

/** The withdraw form filled for a payout to a card, sent on to its confirmation (or to the burn-bonuses question). */
export async function continueCardWithdrawal(page: Page, amount: string, cardNumber = PAYING_CARD, holder = 'Demo Player'): Promise<void> {
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel('Name on the card').fill(holder);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
}
