import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';
import { authenticator } from 'otplib';
import sharp from 'sharp';
import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';
import { signInAsDemoPlayer } from '../support/demo-player';
import { signOutThroughMenu } from '../support/site-links';

const PASSWORD = 'secret12';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** POSTs to the API like the site does: form fields, same origin. */
async function apiPost(request: APIRequestContext, baseURL: string, call: string, form: Record<string, string>) {
  const response = await request.post(`/api/${call}?locale=en&version=e2e`, { form, headers: { origin: baseURL } });
  return (await response.json()) as { status: string; payload?: Record<string, unknown>; error?: Record<string, unknown> };
}

/** A new player, signed in in the page's browser context (the page shares its cookies). */
async function registerPlayer(page: Page, baseURL: string, fields: Record<string, string> = {}) {
  const email = uniqueEmail('profile');
  const answer = await apiPost(page.request, baseURL, 'auth/register', { email, password: PASSWORD, currency: 'USD', ...fields });
  expect(answer.status).toBe('ok');
  return email;
}

interface OutboxMessage {
  recipient: string;
  subject: string;
  codes: string[];
}

/** The newest code the demo outbox holds for a recipient. */
async function latestCode(page: Page, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/demo/outbox.json')).json()) as { messages: OutboxMessage[] };
      code = outbox.messages.find((message) => message.recipient === recipient && message.codes.length > 0)?.codes[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A photo the demo KYC provider accepts: a real JPEG of at least 640 × 480. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function signInElsewhere(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const answer = await apiPost(context.request, baseURL, 'auth/login', { login: email, password: PASSWORD });
  expect(answer.status).toBe('ok');
  return context;
}

interface UpcomingEvent {
  home: string;
  away: string;
  markets: { kind: string; selections: { id: number; code: string; price: number }[] }[];
}

test.describe('profile remote', () => {
  test('edits the personal data: a new country brings its fields, and the saved values stay', async ({ page, baseURL }) => {
    await page.goto('/');
    await registerPlayer(page, baseURL!, { country_code: 'DE' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/settings$/);
    const form = page.getByRole('form', { name: 'Personal data' });
    await expect(form.getByLabel('City')).toBeVisible();

    await form.getByLabel('Country').selectOption('US');
    // The US fields: a region (reset to the first one) and a 5-digit postcode instead of the city.
    await expect(form.getByLabel('Region')).toHaveValue('CA');
    await expect(form.getByLabel('City')).toHaveCount(0);
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill('Smith');
    await form.getByLabel('Date of birth').fill('01.02.1990');
    await form.getByLabel('Address').fill('1 Main Street');
    await form.getByLabel('Postcode').fill('123');
    await form.getByRole('button', { name: 'Save personal data' }).click();
    await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Postcode').fill('90210');
    await form.getByLabel('Region').selectOption('NY');
    await form.getByRole('button', { name: 'Save personal data' }).click();
    await expect(page.getByText('Your personal data has been saved.')).toBeVisible();

    await page.reload();
    const saved = page.getByRole('form', { name: 'Personal data' });
    await expect(saved.getByLabel('Region')).toHaveValue('NY');
    await expect(saved.getByLabel('Postcode')).toHaveValue('90210');
    await expect(saved.getByLabel('Country')).toHaveValue('US');
  });

  test('confirms the email with the code from the demo outbox', async ({ page, baseURL }) => {
    await page.goto('/');
    const email = await registerPlayer(page, baseURL!);
    await page.goto('/profile/notification');
    const item = page.getByRole('listitem', { name: `Email: ${email}` });
    await expect(item.getByText('Not confirmed')).toBeVisible();
    await item.getByLabel('Confirmation code').fill('000000');
    await item.getByRole('button', { name: 'Confirm' }).click();
    await expect(item.getByLabel('Confirmation code')).toHaveAccessibleDescription(/The code is wrong\. Tries left: 4\./);

    const code = await latestCode(page, email);
    // Keyboard only: the code field submits its form with Enter.
    await item.getByLabel('Confirmation code').fill(code);
    await item.getByLabel('Confirmation code').press('Enter');
    await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
    await expect(item.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(item.getByLabel('Confirmation code')).toHaveCount(0);
  });

  test('turns two-factor on with the QR code’s secret, then signs in with a TOTP code', async ({ page, baseURL }) => {
    await page.goto('/');
    const email = await registerPlayer(page, baseURL!);
    await page.goto('/profile/security');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByRole('main').locator('code').textContent())!.trim();
    await page.getByLabel('Code from the authenticator app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on.').first()).toBeVisible();

    await signOutThroughMenu(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email, phone or login').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // The next 30-second step: the confirmation above already used the current one.
    await dialog.getByLabel('Code').fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('signs another session out from the security page', async ({ page, baseURL, browser }) => {
    await page.goto('/');
    const email = await registerPlayer(page, baseURL!);
    const phone = await signInElsewhere(browser, baseURL!, email);
    // Signing in here again after the phone: the phone's sign-in is the one before this session's.
    await page.request.get('/api/auth/logout?locale=en&version=e2e');
    expect((await apiPost(page.request, baseURL!, 'auth/login', { login: email, password: PASSWORD })).status).toBe('ok');
    await page.goto('/profile/security');
    await expect(page.getByRole('listitem', { name: /Safari 17 on iOS \(phone\)/ })).toBeVisible();
    await expect(page.getByTestId('previous-sign-in')).toContainText(/Last sign-in before this one: .*Safari 17 on iOS \(phone\)/);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Other devices signed out: 1.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: /Safari 17 on iOS/ })).toHaveCount(0);
    const info = (await (await phone.request.get('/api/account/getInfo?locale=en&version=e2e')).json()) as { payload: { uid: number } };
    expect(info.payload.uid).toBe(0);
    await phone.close();
  });

  test('passes identity verification, approved by compliance in the back office', async ({ page, baseURL, browser }) => {
    await page.goto('/');
    const email = await registerPlayer(page, baseURL!);
    await page.goto('/profile/verification');
    await expect(page.getByTestId('verification-status')).toHaveText(/Verify your identity/);
    await page.getByLabel('Photo of the document (front)').setInputFiles(await photo('passport.jpg', { r: 40, g: 90, b: 160 }));
    await page.getByLabel('Selfie holding the document').setInputFiles(await photo('selfie.jpg', { r: 200, g: 150, b: 120 }));
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByTestId('verification-status')).toHaveText(/being reviewed/);

    const staff = await signedInStaff(browser, baseURL!, 'compliance');
    await staff.page.goto('/backoffice/kyc');
    const review = staff.page.getByRole('article', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(review.getByRole('img', { name: `Document, front of ${email}` })).toBeVisible();
    await expect(review.getByRole('img', { name: `Selfie with the document of ${email}` })).toBeVisible();
    expect(await axeFindings(staff.page, { seriousOnly: true })).toEqual([]);
    await review.getByRole('button', { name: `Approve the verification of ${email}` }).click();
    await expect(staff.page.getByText(`${email} is verified and has been told by email.`)).toBeVisible();
    await staff.page.context().close();

    await page.goto('/profile/verification');
    await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you!');
  });

  test('lists a sports bet in the bet history beside the casino rounds', async ({ page, baseURL }) => {
    await signInAsDemoPlayer(page);
    // A single on the home side of an upcoming match, placed as the bet slip does.
    const events = await page.request.get('/api/betting/getevents?locale=en&version=e2e&status=upcoming&sport=football');
    const event = ((await events.json()) as { payload: { items: UpcomingEvent[] } }).payload.items[0]!;
    const home = event.markets.find((market) => market.kind === 'winner')!.selections.find((selection) => selection.code === 'home')!;
    const placed = await page.request.post('/api/betting/placebet?locale=en&version=e2e', {
      form: { selections: JSON.stringify([{ id: home.id, price: home.price }]), stake: '1', accept_odds_changes: '1' },
      headers: { origin: baseURL!, 'idempotency-key': `e2e-profile-bet-${Date.now()}` },
    });
    expect(((await placed.json()) as { status: string }).status).toBe('ok');

    await page.goto('/profile/bets/history');
    await expect(page.getByRole('link', { name: 'Casino rounds' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Sports bets' }).click();
    await expect(page).toHaveURL(/\/profile\/bets\/history\?tab=sports$/);
    const table = page.getByRole('table', { name: /^Your sports bets, page 1 of \d+$/ });
    const row = table
      .getByRole('row')
      .filter({ hasText: `${event.home} – ${event.away}: Match result, ${event.home} at` })
      .first();
    await expect(row).toContainText('Single');
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{1,2}:\d{2}$/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
    await expect(page).toHaveURL(/tab=sports&status=open$/);
    await expect(row).toContainText('Open');
  });

  test('exports the sports bets as a CSV chosen on the exports page', async ({ page, baseURL }) => {
    await signInAsDemoPlayer(page);
    const events = await page.request.get('/api/betting/getevents?locale=en&version=e2e&status=upcoming&sport=football');
    const event = ((await events.json()) as { payload: { items: UpcomingEvent[] } }).payload.items[0]!;
    const home = event.markets.find((market) => market.kind === 'winner')!.selections.find((selection) => selection.code === 'home')!;
    const placed = await page.request.post('/api/betting/placebet?locale=en&version=e2e', {
      form: { selections: JSON.stringify([{ id: home.id, price: home.price }]), stake: '1', accept_odds_changes: '1' },
      headers: { origin: baseURL!, 'idempotency-key': `e2e-profile-export-bet-${Date.now()}` },
    });
    const bet = (await placed.json()) as { status: string; payload: { id: number } };
    expect(bet.status).toBe('ok');

    await page.goto('/profile/bets/exports');
    const choice = page.getByRole('group', { name: 'What to export' });
    await expect(choice.getByRole('radio', { name: 'Casino rounds' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Sports bets' }).check();
    await page.getByRole('button', { name: 'Request export' }).click();
    const newest = page.getByRole('listitem', { name: /^Export of/ }).first();
    await expect(newest).toContainText('Sports bets');
    await expect(newest).toContainText(/Bets in the file: \d+/, { timeout: 30_000 });
    const href = await newest.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.headers()['content-type']).toContain('text/csv');
    const [header, ...rows] = (await file.text()).trim().split('\r\n');
    expect(header).toBe('bet_id,placed_at,settled_at,kind,status,selections,odds,stake,payout,currency,free_bet');
    const row = rows.find((line) => line.startsWith(`${bet.payload.id},`));
    expect(row).toContain(`${event.home} v ${event.away}, winner, home @`);
    expect(row).toContain(',single,');
    // Staked from the balance, not with a free bet.
    expect(row).toMatch(/,false$/);
  });

  test('a free-spin bonus shows the spins it has left in the bonuses list', async ({ page, baseURL }) => {
    await page.goto('/');
    const email = await registerPlayer(page, baseURL!);
    const granted = await page.request.post('/api/campaigns/activateOffer?locale=en&version=e2e', {
      form: { promo_code: 'SPINS50' },
      headers: { origin: baseURL!, 'Idempotency-Key': `e2e-spins-${email}` },
    });
    expect(granted.ok()).toBe(true);
    await page.goto('/profile/bonuses');
    const active = page.getByRole('region', { name: 'Active bonus' });
    await expect(active.getByRole('listitem', { name: '50 free spins' })).toContainText('Free spins left: 50');
  });

  test('every profile page fits a 320 px phone and a 1920 px screen without sideways scrolling', async ({ page, baseURL }) => {
    // Twenty page loads: more than the default minute on a busy machine.
    test.setTimeout(300_000);
    await page.goto('/');
    await registerPlayer(page, baseURL!);
    const pages = [
      'settings',
      'notification',
      'security',
      'verification',
      'bets/history',
      'bets/history?tab=sports',
      'bets/exports',
      'bonuses',
      'cashback',
      'loyalty',
    ];
    for (const width of [320, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(`/profile/${path}`);
        const section = page.locator('section[data-page^="profile-"]');
        await expect(section.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expect(section.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        const fits = await section.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.right <= window.innerWidth + 1 && element.scrollWidth <= element.clientWidth + 1;
        });
        expect(fits, `/profile/${path} at ${width} px`).toBe(true);
      }
    }
  });
});
