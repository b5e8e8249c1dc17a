import { backofficePage, createEnrolledStaff, type StaffMember, unspentCode } from '../support/backoffice';
import { expect, type Page, test } from '../support/test';

/**
 * A staff member's own password in the back office: forgotten (a one-time link by mail, read from
 * the demo outbox), reset with that link, then changed while signed in. Sign-in always still asks
 * for the authenticator's code.
 */
interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
}

async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/demo/outbox.json')).json()) as { messages: OutboxMessage[] };
      const mail = outbox.messages.find((message) => message.recipient === email && message.subject === 'Back office password reset');
      link = mail?.body.match(/https?:\/\/\S+\/backoffice\/reset-password\?code=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function signIn(page: Page, member: StaffMember): Promise<void> {
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  // A code the member's earlier sign-in did not spend (each code signs in once).
  await page.locator('input[name="code"]').fill(await unspentCode(member.totpSecret));
  await page.locator('form button[type="submit"]').click();
}

test.describe('back office: a staff member’s own password', () => {
  test('forgotten: the mailed link sets a new one, every session ends, and sign-in takes it with the code', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const member = await createEnrolledStaff(baseURL!, 'support', 'forgot');
    const signedIn = await backofficePage(browser, baseURL!, member);

    const context = await browser.newContext({ baseURL: baseURL!, locale: 'en' });
    const page = await context.newPage();
    await page.goto('/backoffice/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If a staff account has this email, a link to choose a new password is on its way.',
    );

    await page.goto(await resetLinkFor(page, member.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const fresh = { ...member, password: 'Reset-pass-2026!' };
    await page.getByLabel('New password', { exact: true }).fill(fresh.password);
    await page.getByLabel('Repeat the new password').fill('Something-else-2026!');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    // The two differ: the repeat is marked and explained, and nothing is sent.
    await expect(page.getByLabel('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(fresh.password);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password was changed. Sign in with the new password and a code from the authenticator app.',
    );

    // The session that was open elsewhere has ended.
    await signedIn.reload();
    await expect(signedIn).toHaveURL(/\/backoffice\/sign-in/);

    await signIn(page, fresh);
    await expect(page.getByTestId('signed-in-as')).toContainText(member.email);

    // The link was spent: opened again it explains itself.
    await page.goto(await resetLinkFor(page, member.email));
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-2026!');
    await page.getByLabel('Repeat the new password').fill('Another-pass-2026!');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid, has expired or was already used.');
    await context.close();
    await signedIn.context().close();
  });

  test('changed while signed in: a wrong current password is refused, the right one changes it (German)', async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const member = await createEnrolledStaff(baseURL!, 'support', 'change');
    const page = await backofficePage(browser, baseURL!, member, 'de');
    await page.getByRole('link', { name: 'Passwort ändern' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();

    const current = page.getByLabel('Aktuelles Passwort', { exact: true });
    await current.fill('Not-my-password-1!');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Changed-pass-2026!');
    await page.getByLabel('Neues Passwort wiederholen').fill('Changed-pass-2026!');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das ist nicht Ihr aktuelles Passwort.')).toBeVisible();

    await current.fill(member.password);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByRole('status')).toContainText('Ihr Passwort wurde geändert.');
    await page.context().close();
  });
});
