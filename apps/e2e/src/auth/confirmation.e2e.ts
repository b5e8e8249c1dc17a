import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { registerThroughPopup } from '../support/registration-popup';

const PASSWORD = 'secret12';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
  links: string[];
  created_at: string;
}

/** Registers through the API like the site does; the page's browser context is then signed in. */
async function register(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/auth/register?locale=en&version=e2e', {
    form: { email, password: PASSWORD, currency: 'USD' },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/** The newest confirmation message to an address (registration sends the first one). */
async function confirmationMessage(page: Page, email: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/demo/outbox.json')).json()) as { messages: OutboxMessage[] };
      found = outbox.messages.find((message) => message.recipient === email && /confirm/i.test(message.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The code of an English confirmation mail (the link's token may hold six digits in a row too). */
const codeOf = (message: OutboxMessage) => /within 10 minutes: (\d{6})/.exec(message.body)?.[1] ?? '';

const main = (page: Page) => page.getByRole('main');

test.describe('contact confirmation', () => {
  test('the link of the confirmation message confirms the address without signing in, once', async ({ page, baseURL }) => {
    const email = uniqueEmail('link');
    await page.goto('/');
    await register(page.request, baseURL!, email);
    await page.request.get('/api/auth/logout?locale=en&version=e2e');
    const message = await confirmationMessage(page, email);
    const link = message.links.find((candidate) => new URL(candidate).pathname === '/confirmation');
    expect(link).toContain('token=');

    await page.goto(link!);
    await expect(page).toHaveURL(/\/confirmation\/success$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Contact confirmed' })).toBeVisible();
    await expect(main(page).getByRole('status')).toContainText('is confirmed');
    await expect(main(page).getByRole('status')).toContainText('@example.com');

    // The same link again: the server says it was confirmed before, and the page says so.
    await page.goto(link!);
    await expect(main(page).getByRole('status')).toContainText('was already confirmed');

    const profile = await page.request.post('/api/auth/login?locale=en&version=e2e', {
      form: { login: email, password: PASSWORD },
      headers: { origin: baseURL! },
    });
    expect(profile.ok()).toBe(true);
    const info = (await (await page.request.get('/api/account/getprofileinfo?fields=contacts&locale=en&version=e2e')).json()) as {
      payload: { contacts: Array<{ contact: string; is_confirmed: boolean }> };
    };
    expect(info.payload.contacts.find((contact) => contact.contact === email)?.is_confirmed).toBe(true);
  });

  test('a broken link explains itself and asks a visitor to sign in for the code', async ({ page }) => {
    await page.goto('/confirmation?token=not-a-real-token-000000000000');
    await expect(main(page).getByRole('alert')).toContainText('This link is invalid');
    await expect(page).not.toHaveURL(/token=/);
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the 6-digit code confirms the address; a wrong one says how many tries are left; resend waits for the cool-down', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('code');
    await page.goto('/');
    await register(page.request, baseURL!, email);
    const message = await confirmationMessage(page, email);
    const code = codeOf(message);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';

    await page.goto('/confirmation');
    const form = main(page).getByRole('form', { name: 'Enter the code' });
    await expect(form).toContainText(`Enter the code we sent to ${email}.`);
    // Sent a moment ago: the next message waits for the cool-down.
    await expect(form.getByRole('button', { name: /New message possible in \d+ s/ })).toBeDisabled();

    const field = form.getByLabel('Confirmation code (6 digits)');
    await field.fill('12');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(field).toHaveAccessibleDescription(/6/);

    await field.fill(wrong);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(field).toHaveAccessibleDescription('Wrong code Tries left: 4.');

    await field.fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/confirmation\/success$/);
    await expect(main(page).getByRole('status')).toHaveText(`Thank you: ${email} is confirmed.`);
    await expect(main(page).getByRole('button', { name: 'Make a deposit' })).toBeVisible();

    await page.goto('/confirmation');
    await expect(main(page).getByRole('status')).toHaveText('All your contacts are confirmed.');
  });

  test('a ?code= link fills the code in; after the registration popup "Enter the code" leads here', async ({ page }) => {
    const email = uniqueEmail('popup');
    await registerThroughPopup(page, email, PASSWORD);

    const confirmEmail = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(confirmEmail).toBeVisible();
    await confirmEmail.getByRole('button', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(/\/confirmation$/);
    const message = await confirmationMessage(page, email);
    await page.goto(`/confirmation?code=${codeOf(message)}`);
    await expect(page).toHaveURL(/\/confirmation$/);
    const field = main(page).getByLabel('Confirmation code (6 digits)');
    await expect(field).toHaveValue(codeOf(message));
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/confirmation\/success$/);
  });
});
