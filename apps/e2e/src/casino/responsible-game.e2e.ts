import { type APIRequestContext, expect, test } from '../support/test';
import type { ApiPayload, GameItem } from '@nfx/api-contract';
import { signOutThroughMenu } from '../support/site-links';

const PASSWORD = 'secret12';
const uniqueEmail = () => `protection-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const query = (extra: Record<string, string> = {}) => new URLSearchParams({ locale: 'en', version: 'e2e', ...extra });

async function apiGet<T>(request: APIRequestContext, call: string, extra: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`/api/${call}?${query(extra)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: T }).payload;
}

async function anySlot(request: APIRequestContext): Promise<GameItem> {
  const { items } = await apiGet<ApiPayload<'games.get'>>(request, 'games/get', {
    options: JSON.stringify({ category: 'slots', count: 1 }),
  });
  return items[0]!;
}

/** A real-money spin as the slot page sends it (the page's cookies, a fresh idempotency key). */
async function spin(request: APIRequestContext, baseURL: string, sysname: string) {
  const response = await request.post(`/api/slot/spin?${query()}`, {
    form: { sysname, mode: 'play', stake: '1.00' },
    headers: { origin: baseURL, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
  });
  return (await response.json()) as { status: string; error?: { type: string; code?: string; error_data?: { ends_at: string } } };
}

test.describe('responsible gaming', () => {
  test('a player sets a deposit limit and sees it reported, then takes a break and cannot play', async ({ page, baseURL }) => {
    const email = uniqueEmail();
    const registered = await page.request.post(`/api/auth/register?${query()}`, {
      form: { email, password: PASSWORD, currency: 'USD' },
      headers: { origin: baseURL! },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('ok');
    const game = await anySlot(page.request);

    await page.goto('/profile/responsible-game');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();

    // A deposit limit: typed and saved with the keyboard, applied at once, shown and reported.
    const deposit = page.getByRole('article', { name: 'Deposit limit' });
    await deposit.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'in 7 days' });
    await deposit.getByRole('textbox', { name: 'Amount (USD)' }).fill('100');
    await deposit.getByRole('textbox', { name: 'Amount (USD)' }).press('Enter');
    await expect(page.getByText('Your limit applies now.')).toBeVisible();
    await expect(deposit.getByTestId('limit-deposit-current')).toHaveText('$100.00 in 7 days');
    await expect(deposit.getByText('Used: $0.00. Left: $100.00.')).toBeVisible();
    expect(await apiGet(page.request, 'account/getDepositLimit')).toEqual({
      available_amount: { amount: 100, currency: 'USD' },
      can_edit: true,
      expired_at: null,
      limit_amount: { amount: 100, currency: 'USD' },
      period: '7d',
    });

    // Raising it waits 24 hours, and the page says until when.
    await deposit.getByRole('textbox', { name: 'Amount (USD)' }).fill('500');
    await deposit.getByRole('button', { name: 'Save limit' }).click();
    await expect(deposit.getByTestId('limit-deposit-pending')).toHaveText(
      /^Changes to \$500\.00 in 7 days on \d{2}\.\d{2}\.\d{4} at \d{1,2}:\d{2}\.$/,
    );
    await expect(deposit.getByTestId('limit-deposit-current')).toHaveText('$100.00 in 7 days');

    // Before the break, a spin is refused only for the empty balance.
    expect((await spin(page.request, baseURL!, game.sysname)).error?.type).toBe('UserNeedDepositException');

    // A 24-hour time-out, with the warning acknowledged and the password.
    const exclusion = page.getByRole('form', { name: 'Take a break or self-exclude' });
    await exclusion.getByRole('combobox', { name: 'Length' }).selectOption({ label: '24 hours' });
    await exclusion.getByRole('checkbox', { name: /I understand/ }).check();
    await exclusion.getByLabel('Your password').fill(PASSWORD);
    await exclusion.getByRole('button', { name: 'Start the break' }).click();
    await expect(page.getByText('Your break has started.')).toBeVisible();
    await expect(page.getByTestId('exclusion-notice')).toContainText(/You are taking a break until \d{2}\.\d{2}\.\d{4} at \d{1,2}:\d{2}\./);
    await expect(page.getByRole('button', { name: 'Save limit' })).toHaveCount(0);
    await expect(page.getByTestId('protection-history').getByRole('listitem')).toHaveCount(3);

    // No real-money play now: the server refuses the spin and names the end of the break.
    const refused = await spin(page.request, baseURL!, game.sysname);
    expect(refused.error).toMatchObject({ type: 'InvalidRequestException', code: 'time_out' });
    expect(Date.parse(refused.error!.error_data!.ends_at)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    // The slot page itself says why the spin was refused, and links to these settings.
    await page.goto(`/platform/game/${encodeURIComponent(game.sysname)}/play?locale=en`);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const slotAlert = page.getByRole('alert');
    await expect(slotAlert).toContainText(
      /You are taking a time-out until \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}\. Real-money play is paused until then\./,
    );
    await expect(slotAlert.getByRole('link', { name: 'Your responsible gaming settings' })).toHaveAttribute(
      'href',
      '/profile/responsible-game',
    );
    await page.goto('/');

    // Signing in again (still allowed, for withdrawals) says until when, and when and where the last sign-in was.
    await signOutThroughMenu(page);
    await page.goto('/?show_popup_auth');
    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('Email, phone or login').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices).toContainText(/Time-out in force\s*You have taken a time-out until \d{2}\.\d{2}\.\d{4} at \d{1,2}:\d{2}\./);
    await expect(notices).toContainText(
      /Your last sign-in was on \d{2}\.\d{2}\.\d{4} at \d{1,2}:\d{2} from the address [\d.:a-f]+\. That is the address you are using now\./,
    );
  });

  test('a player self-excludes for six months: no real-money play, no deposit, nothing moved, and it cannot be undone', async ({
    page,
    baseURL,
  }) => {
    const registered = await page.request.post(`/api/auth/register?${query()}`, {
      form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
      headers: { origin: baseURL! },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('ok');
    const game = await anySlot(page.request);

    await page.goto('/profile/responsible-game');
    const exclusion = page.getByRole('form', { name: 'Take a break or self-exclude' });
    await exclusion.getByRole('combobox', { name: 'Length' }).selectOption({ label: '6 months' });
    await exclusion.getByRole('checkbox', { name: /I understand/ }).check();
    await exclusion.getByLabel('Your password').fill(PASSWORD);
    await exclusion.getByRole('button', { name: 'Start the break' }).click();
    await expect(page.getByText('Your break has started.')).toBeVisible();
    await expect(page.getByTestId('exclusion-notice')).toContainText(/You are self-excluded until \d{2}\.\d{2}\.\d{4}/);

    // It cannot be shortened: a 24-hour break on top of it is refused.
    await expect(exclusion.getByText('You can only make your current break longer.')).toBeVisible();
    await exclusion.getByRole('combobox', { name: 'Length' }).selectOption({ label: '24 hours' });
    await exclusion.getByRole('checkbox', { name: /I understand/ }).check();
    await exclusion.getByLabel('Your password').fill(PASSWORD);
    await exclusion.getByRole('button', { name: 'Start the break' }).click();
    await expect(exclusion.getByRole('alert')).toHaveText('You already have a break that lasts as long or longer.');
    await expect(page.getByTestId('exclusion-notice')).toContainText(/You are self-excluded until \d{2}\.\d{2}\.\d{4}/);

    const balanceBefore = await apiGet<unknown>(page.request, 'account/getBalance');
    const refusedSpin = await spin(page.request, baseURL!, game.sysname);
    expect(refusedSpin.error).toMatchObject({ type: 'InvalidRequestException', code: 'self_excluded' });

    const deposit = await page.request.post(`/api/cashier/makedeposit?${query()}`, {
      form: { method: 'demo-card', amount: '20' },
      headers: { origin: baseURL!, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    });
    const refusedDeposit = (await deposit.json()) as { status: string; error?: { type: string; code?: string } };
    expect(refusedDeposit.error).toMatchObject({ type: 'InvalidRequestException', code: 'self_excluded' });

    expect(await apiGet<unknown>(page.request, 'account/getBalance')).toEqual(balanceBefore);
    const history = await apiGet<{ items: unknown[] }>(page.request, 'cashier/gethistory', { offset: '0', count: '10', type: 'deposit' });
    expect(history.items).toEqual([]);
  });

  test('the page fits a 320 px screen and works with the keyboard alone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.request.post(`/api/auth/register?${query()}`, {
      form: { email: uniqueEmail(), password: PASSWORD, currency: 'EUR' },
      headers: { origin: baseURL! },
    });
    await page.goto('/profile/responsible-game');
    const session = page.getByRole('article', { name: 'Session time limit' });
    await session.getByRole('textbox', { name: 'Minutes per session' }).focus();
    await page.keyboard.type('60');
    await page.keyboard.press('Tab');
    await expect(session.getByRole('button', { name: 'Save limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(session.getByTestId('limit-session-current')).toHaveText('60 min per session');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
