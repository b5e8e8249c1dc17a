import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { authenticator } from 'otplib';
import { signOutThroughMenu } from '../support/site-links';

const PASSWORD = 'secret12';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** POSTs to the API like the site does: form fields, same origin. */
async function apiPost(request: APIRequestContext, baseURL: string, call: string, form: Record<string, string>) {
  const response = await request.post(`/api/${call}?locale=en&version=e2e`, { form, headers: { origin: baseURL } });
  return (await response.json()) as { status: string; payload?: Record<string, unknown>; error?: Record<string, unknown> };
}

async function openPopup(page: Page, name: 'Sign in' | 'Register') {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The personal fields Poland asks for in a full registration. */
async function fillPersonalFields(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByLabel('First name').fill('Anna');
  await dialog.getByLabel('Last name').fill('Nowak');
  await dialog.getByLabel('Date of birth').fill('01.02.1990');
}

async function signInThroughPopup(page: Page, login: string, password: string) {
  const dialog = await openPopup(page, 'Sign in');
  await dialog.getByLabel('Email, phone or login').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  return dialog;
}

test.describe('auth remote', () => {
  test('registers a new player, who lands on the deposit page, signs out and in again', async ({ page }) => {
    const email = uniqueEmail('reg');
    await page.goto('/');
    const dialog = await openPopup(page, 'Register');
    // The CMS registration banner and the optional character picker of the demo configuration.
    await expect(dialog.getByRole('complementary', { name: 'Welcome bonus' })).toBeVisible();
    await dialog.getByText('Ruby the Sorceress').click();
    await expect(dialog.getByRole('radio', { name: 'Ruby the Sorceress' })).toBeChecked();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Country').selectOption('PL');
    await fillPersonalFields(dialog);
    await dialog.getByLabel(/accept the terms/).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page).toHaveURL(/\/cashier\/deposit\?register=success$/);
    await expect(page.getByTestId('header-balance')).toContainText('€');
    // The queued follow-up popup after registration asks to confirm the email address.
    const confirmEmail = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(confirmEmail).toBeVisible();
    await confirmEmail.getByRole('button', { name: 'Later' }).click();
    await expect(confirmEmail).toHaveCount(0);
    // The register button that opened the chain is gone: focus lands on the page, not the document.
    await expect(page.locator('main')).toBeFocused();

    await signOutThroughMenu(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Signed out on a cashier page, the route guard sends the visitor home and opens sign-in itself.
    await expect(page).toHaveURL(/\/\?redirectUrl=%2Fcashier%2Fdeposit/);
    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('Email, phone or login').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a wrong password shows the wrong-enter alert', async ({ page }) => {
    await page.goto('/');
    const dialog = await signInThroughPopup(page, 'nobody@example.com', 'wrong-pass1');
    await expect(dialog.getByRole('alert')).toHaveText('The login or password is incorrect.');
  });

  test('a player with two-factor on signs in with a generated code', async ({ page, baseURL }) => {
    const email = uniqueEmail('twofa');
    await page.goto('/');
    expect((await apiPost(page.request, baseURL!, 'auth/register', { email, password: PASSWORD, currency: 'USD' })).status).toBe('ok');
    const setup = await apiPost(page.request, baseURL!, 'account/changeTwoFactorAuth', {});
    const secret = String(setup.payload?.['secret']);
    expect(
      (await apiPost(page.request, baseURL!, 'account/confirmTwoFactorAuth', { code: authenticator.generate(secret) })).payload,
    ).toEqual({ two_factor_auth: true });
    await page.request.get('/api/auth/logout?locale=en&version=e2e');
    await page.reload();

    const dialog = await signInThroughPopup(page, email, PASSWORD);
    await expect(dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Ask again in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/code is invalid|Something went wrong/);

    // The code of the next 30-second step: the confirmation above already used the current one.
    const nextCode = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    await dialog.getByLabel('Code').fill(nextCode);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('password restore sends a link through the outbox; its page sets a new password to sign in with', async ({ page, baseURL }) => {
    const email = uniqueEmail('restore');
    await page.goto('/');
    await apiPost(page.request, baseURL!, 'auth/register', { email, password: PASSWORD, currency: 'USD' });
    await page.request.get('/api/auth/logout?locale=en&version=e2e');
    await page.reload();

    const dialog = await openPopup(page, 'Sign in');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email, phone or login').fill(email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByRole('status')).toContainText('password reset link');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const outbox = (await (await page.request.get('/demo/outbox.json')).json()) as {
      messages: Array<{ recipient: string; subject: string; links: string[] }>;
    };
    const mail = outbox.messages.find((message) => message.recipient === email && message.subject === 'Password reset');
    const link = mail!.links.find((candidate) => new URL(candidate).pathname === '/reset-password')!;
    await page.goto(link);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await main.getByLabel('New password', { exact: true }).fill('newsecret9');
    await main.getByLabel('Repeat the new password', { exact: true }).fill('newsecret8');
    await main.getByRole('button', { name: 'Save the password' }).click();
    await expect(main.getByLabel('Repeat the new password', { exact: true })).toHaveAccessibleDescription('Same as field');
    await main.getByLabel('Repeat the new password', { exact: true }).fill('newsecret9');
    await main.getByRole('button', { name: 'Save the password' }).click();
    await expect(main.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

    // The link works once: the token has left the address bar and the page opens sign-in over the home page.
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    const signIn = page.getByRole('dialog');
    await expect(signIn.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await signIn.getByLabel('Email, phone or login').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByRole('alert')).toHaveText('The login or password is incorrect.');
    await signIn.getByLabel('Password', { exact: true }).fill('newsecret9');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A second use of the same link is refused and offers a new one.
    await page.goto(link);
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill('another99');
    await page.getByRole('main').getByLabel('Repeat the new password', { exact: true }).fill('another99');
    await page.getByRole('main').getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/This link is invalid or has expired/);
  });

  test('social sign-in through the demo provider asks to complete the registration', async ({ page }) => {
    await page.goto('/');
    const dialog = await openPopup(page, 'Sign in');
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Demo ID' }).click();
    const popup = await popupPromise;
    await popup.getByLabel('Email').fill(uniqueEmail('social'));
    // Listened for before the click: the popup may close before a later listener is attached.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await closed;

    await expect(dialog.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Currency').selectOption('USD');
    await dialog.getByLabel('Country').selectOption('PL');
    await fillPersonalFields(dialog);
    await dialog.getByLabel(/accept the terms/).check();
    await dialog.getByRole('button', { name: 'Complete registration' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('/forms/sign_in inside a frame posts its messages to the parent origin', async ({ page, baseURL }) => {
    // The API allows framing by the site's own origin only (frame-ancestors 'self'), so the parent is a site page.
    await page.goto('/');
    await page.evaluate(() => {
      const view = window as unknown as { received: unknown[] };
      view.received = [];
      window.addEventListener('message', (event) => view.received.push({ origin: event.origin, data: event.data }));
      const frame = document.createElement('iframe');
      frame.title = 'sign in';
      frame.src = '/forms/sign_in?redirectUrl=%2Fcashier%2Fdeposit';
      frame.style.cssText = 'width:480px;height:640px';
      document.body.append(frame);
    });
    const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
    const frame = page.frameLocator('iframe[title="sign in"]');
    await frame.getByRole('button', { name: 'Register' }).click();
    await expect.poll(received).toContainEqual({ origin: baseURL, data: { type: 'nfx:forms', action: 'openRegistration' } });

    const email = uniqueEmail('frame');
    await apiPost(page.request, baseURL!, 'auth/register', { email, password: PASSWORD, currency: 'USD' });
    await page.request.get('/api/auth/logout?locale=en&version=e2e');
    await frame.getByLabel('Email, phone or login').fill(email);
    await frame.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(received)
      .toContainEqual({ origin: baseURL, data: { type: 'nfx:forms', action: 'redirect', url: '/cashier/deposit' } });
    await expect.poll(received).toContainEqual({ origin: baseURL, data: { type: 'nfx:forms', action: 'refreshUser' } });
  });
});
