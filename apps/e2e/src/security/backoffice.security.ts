import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { STAFF_PASSWORD, totp } from '../support/backoffice';
import { freePort, type RunningServer, startServer, workspaceRoot } from '../support/server';

/**
 * The back office (issue 41) on the production build in demo mode: the first admin comes from
 * `npm run staff:create` (run against the server's data directory before the server opens it:
 * PGlite is one process's database), enrols with TOTP and creates a payments and a support user.
 * The payments user approves a player's withdrawal, which the demo provider pays; the admin's
 * audit log shows who approved it; the support user can neither see nor open the queue.
 */
const run = promisify(execFile);
const QUERY = 'locale=en&version=e2e';

let server: RunningServer;
let adminEnrolmentUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-backoffice-')), 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
  delete env['NODE_ENV'];
  delete env['DATABASE_URL'];
  const { stdout } = await run('npm', ['run', '--silent', 'staff:create', '--', '--email', 'admin@example.com', '--role', 'admin'], {
    cwd: workspaceRoot,
    env,
    timeout: 120_000,
  });
  adminEnrolmentUrl = /(http:\/\/\S+\/backoffice\/enrol\?token=\S+)/.exec(stdout)?.[1] ?? '';
  expect(adminEnrolmentUrl, stdout).not.toBe('');
  server = await startServer({ port, dataDir });
});
test.afterAll(() => {
  server?.process.kill('SIGTERM');
});

/** A staff member's own browser: enrols by the link, then signs in; answers the page and the TOTP secret. */
async function enrolAndSignIn(browser: Browser, enrolmentUrl: string, email: string, { keyboard = false } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto(enrolmentUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByTestId('otpauth-uri')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await page.getByLabel(/^Code from the authenticator app/).fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm and finish' }).click();

  await expect(page).toHaveURL(/\/backoffice\/sign-in\?notice=enrolled$/);
  await expect(page.getByRole('status')).toContainText('Your account is ready');
  expect(await axeFindings(page, { seriousOnly: true })).toEqual([]);
  if (keyboard) {
    // Keyboard only: Tab through email, password (and its reveal button) and code, Enter sends.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Code from the authenticator app/)).toBeFocused();
    await page.keyboard.type(totp(secret));
    await page.keyboard.press('Enter');
  } else {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel(/^Code from the authenticator app/).fill(totp(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  expect(cspViolations).toEqual([]);
  return page;
}

async function createStaff(admin: Page, email: string, role: string): Promise<string> {
  await admin.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Staff' }).click();
  const form = admin.getByRole('form', { name: 'Add a staff member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Create account' }).click();
  const link = admin.getByTestId('enrolment-url');
  await expect(link).toContainText('/backoffice/enrol?token=');
  await expect(admin.getByRole('heading', { name: `Account created for ${email} (${role})` })).toBeFocused();
  return (await link.textContent())!.trim();
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  return (await response.json()) as T;
}

/** A demo player with a withdrawal waiting: registered, paid in by the demo card, contact and profile complete. */
async function playerWithPendingWithdrawal(): Promise<{ player: APIRequestContext; withdrawalId: number }> {
  const origin = server.baseUrl;
  const player = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const email = `backoffice-${Date.now().toString(36)}@example.com`;
  const registered = await json<{ status: string }>(
    await player.post(`/api/auth/register?${QUERY}`, { form: { email, password: 'secret12', currency: 'EUR' } }),
  );
  expect(registered.status).toBe('ok');

  const deposit = await json<{ status: string; payload: { redirect_url: string; deposit: { id: number } } }>(
    await player.post(`/api/cashier/makedeposit?${QUERY}`, {
      form: { method: 'demo-card', amount: '100' },
      headers: { 'idempotency-key': `backoffice-deposit-${Date.now()}` },
    }),
  );
  expect(deposit.status).toBe('ok');
  const hosted = new URL(deposit.payload.redirect_url, origin);
  await player.post(`${hosted.pathname}/card`, {
    form: { action: 'pay', card_number: '4242424242424242', card_holder: 'Demo Player', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  await expect
    .poll(
      async () =>
        (
          await json<{ payload: { status: string } }>(
            await player.get(`/api/cashier/getdepositinfo?id=${deposit.payload.deposit.id}&${QUERY}`),
          )
        ).payload.status,
      { timeout: 30_000 },
    )
    .toBe('success');

  let code = '';
  await expect
    .poll(async () => {
      const outbox = await json<{ messages: Array<{ recipient: string; subject: string; body: string }> }>(
        await player.get('/demo/outbox.json'),
      );
      const message = outbox.messages.find((entry) => entry.recipient === email && /confirm/i.test(entry.subject));
      code = /within 10 minutes: (\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  expect(
    (await json<{ status: string }>(await player.post(`/api/account/confirmContact?${QUERY}`, { form: { contact: email, code } }))).status,
  ).toBe('ok');
  const profile = await json<{ status: string }>(
    await player.post(`/api/account/saveProfileInfo?${QUERY}`, {
      form: { first_name: 'Demo', last_name: 'Player', birth_date: '01.02.1990', country_code: 'LV' },
    }),
  );
  expect(profile.status).toBe('ok');

  const withdrawal = await json<{ status: string; payload: { id: number }; error?: unknown }>(
    await player.post(`/api/cashier/makewithdrawal?${QUERY}`, {
      form: {
        method: 'demo-card',
        amount: '20',
        requisites: JSON.stringify({ card_holder: 'Demo Player', card_number: '4242424242424242' }),
      },
      headers: { 'idempotency-key': `backoffice-withdrawal-${Date.now()}` },
    }),
  );
  expect(withdrawal.status, JSON.stringify(withdrawal.error)).toBe('ok');
  return { player, withdrawalId: withdrawal.payload.id };
}

/** At 320 and 1920 px the page itself never scrolls sideways (a wide table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize();
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  if (original) await page.setViewportSize(original);
}

test('the back office page is its own: no indexing, scripts of its own origin only, unknown files 404', async ({ request }) => {
  const page = await request.get(`${server.baseUrl}/backoffice/withdrawals?view=processing`);
  expect(page.status()).toBe(200);
  expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['referrer-policy']).toBe('no-referrer');
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(html).toMatch(/src="\/backoffice\/js\/main\.[0-9a-f]+\.js"/);
  expect((await request.get(`${server.baseUrl}/backoffice/js/missing.0123456789.js`)).status()).toBe(404);
  expect((await request.get(`${server.baseUrl}/backoffice`)).status()).toBe(200);
});

test('an admin enrols and creates staff; payments approves a withdrawal the player is paid; support cannot open the queue', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // A signed-out visitor of any page is sent to sign in, and comes back there afterwards.
  const stranger = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  await stranger.goto('/backoffice/audit');
  await expect(stranger).toHaveURL(/\/backoffice\/sign-in\?next=%2Faudit$/);
  expect((await stranger.request.get(`/api/staff/withdrawals?${QUERY}`)).status()).toBe(401);

  const admin = await enrolAndSignIn(browser, adminEnrolmentUrl, 'admin@example.com');
  const adminNav = admin.getByRole('navigation', { name: 'Back office sections' });
  await expect(adminNav.getByRole('link')).toHaveText(['Staff', 'Audit log', 'Settings', 'Daily report']);
  const paymentsUrl = await createStaff(admin, 'payments@example.com', 'Payments');
  const supportUrl = await createStaff(admin, 'support@example.com', 'Support');
  expect(await axeFindings(admin, { seriousOnly: true })).toEqual([]);
  await expectNoSidewaysScroll(admin);

  const { player, withdrawalId } = await playerWithPendingWithdrawal();

  const payments = await enrolAndSignIn(browser, paymentsUrl, 'payments@example.com');
  await expect(payments.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const row = payments.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`);
  await expect(row).toContainText('20.00');
  expect(await axeFindings(payments, { seriousOnly: true })).toEqual([]);
  await expectNoSidewaysScroll(payments);
  await row.getByRole('button', { name: /^Approve withdrawal/ }).click();
  await expect(payments.getByText(`Withdrawal ${withdrawalId} approved: the payout is on its way.`)).toBeVisible();

  // The demo provider pays a few seconds later; the player's own view says paid.
  await expect
    .poll(
      async () =>
        (await json<{ payload: { status: string } }>(await player.get(`/api/cashier/getwithdrawalinfo?id=${withdrawalId}&${QUERY}`)))
          .payload.status,
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe('paid');
  await payments.getByRole('link', { name: 'Decided' }).click();
  await expect(payments.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`)).toHaveAttribute('data-status', 'paid');

  // The admin's audit log names who approved it.
  await adminNav.getByRole('link', { name: 'Audit log' }).click();
  const filters = admin.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').fill('withdrawal.approved');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(admin).toHaveURL(/\/backoffice\/audit\?action=withdrawal\.approved$/);
  const entry = admin.locator('[data-testid="audit-row"][data-action="withdrawal.approved"]').first();
  await expect(entry).toContainText('payments@example.com');
  await expect(entry).toContainText(`withdrawal #${withdrawalId}`);
  expect(await axeFindings(admin, { seriousOnly: true })).toEqual([]);
  await expectNoSidewaysScroll(admin);

  // Support sees no withdrawals link, is told the page is not for the role, and the server refuses anyway.
  const support = await enrolAndSignIn(browser, supportUrl, 'support@example.com', { keyboard: true });
  await expect(support.getByRole('navigation', { name: 'Back office sections' }).getByRole('link')).toHaveText(['Players', 'Feedback']);
  await support.goto('/backoffice/withdrawals');
  await expect(support.getByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeVisible();
  const refused = await support.request.get(`/api/staff/withdrawals?${QUERY}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('AccessDeniedException');

  // Signing out ends the session on the server, not only on screen.
  await payments.getByRole('button', { name: 'Sign out' }).click();
  await expect(payments).toHaveURL(/\/backoffice\/sign-in$/);
  expect((await payments.request.get(`/api/staff/me?${QUERY}`)).status()).toBe(401);
  await player.dispose();
});

test('the back office fits a 320 px phone and a 1920 px screen without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/backoffice/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
