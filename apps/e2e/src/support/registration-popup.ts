import type { Page } from '@playwright/test';

/** Opens the registration popup from the home page's header and sends it filled as a visitor from Poland would. */
export async function registerThroughPopup(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Country').selectOption('PL');
  await dialog.getByLabel('First name').fill('Anna');
  await dialog.getByLabel('Last name').fill('Nowak');
  await dialog.getByLabel('Date of birth').fill('01.02.1990');
  await dialog.getByLabel(/accept the terms/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
}
