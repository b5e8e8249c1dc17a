import { signedInStaff } from '../support/backoffice';
import { type Browser, expect, type Page, test } from '../support/test';

const PASSWORD = 'secret12';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface OutboxMessage {
  recipient: string;
  subject: string;
  links: string[];
}

async function outbox(page: Page): Promise<OutboxMessage[]> {
  return ((await (await page.request.get('/demo/outbox.json')).json()) as { messages: OutboxMessage[] }).messages;
}

/** A subscribed player whose email is confirmed (double opt-in): the one kind marketing may reach. */
async function subscribedPlayer(page: Page, baseURL: string): Promise<string> {
  const email = uniqueEmail('news');
  const registered = await page.request.post('/api/auth/register?locale=en&version=e2e', {
    form: { email, password: PASSWORD, currency: 'USD', notify: '1' },
    headers: { origin: baseURL },
  });
  expect(registered.ok()).toBe(true);
  const confirmation = (await outbox(page)).find((message) => message.recipient === email && /confirm/i.test(message.subject));
  const link = confirmation!.links.find((candidate) => new URL(candidate).pathname === '/confirmation')!;
  const token = new URL(link).searchParams.get('token')!;
  const confirmed = await page.request.post('/api/account/confirmContactByLink?locale=en&version=e2e', {
    form: { token },
    headers: { origin: baseURL },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** A marketing staff member signed in to the back office, in a browser of their own. */
async function marketingStaff(browser: Browser, baseURL: string): Promise<Page> {
  return (await signedInStaff(browser, baseURL, 'marketing')).page;
}

/** A newsletter to one player, sent from the back office's Newsletter page; answers the page's notice. */
async function sendNewsletter(staff: Page, login: string, subject: string): Promise<string> {
  await staff.getByRole('link', { name: 'Newsletter' }).click();
  const form = staff.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Player', { exact: true }).fill(login);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Text').fill('Twenty free spins wait for you on Fridays.');
  await form.getByRole('button', { name: 'Send newsletter' }).click();
  const notice = staff.getByRole('status').filter({ hasText: /^Sent to / });
  await expect(notice).toBeVisible();
  const text = (await notice.textContent()) ?? '';
  // The next send starts from a fresh page, so its notice is its own.
  await staff.reload();
  return text;
}

const main = (page: Page) => page.getByRole('main');

test.describe('unsubscribe', () => {
  test('the signed link of a marketing message stops that contact, and the next newsletter skips it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A staff member's enrolment and sign-in (which may wait for a fresh authenticator code) come on top.
    test.setTimeout(180_000);
    await page.goto('/');
    const email = await subscribedPlayer(page, baseURL!);
    await page.request.get('/api/auth/logout?locale=en&version=e2e');

    const staff = await marketingStaff(browser, baseURL!);
    const subject = `Offers ${Date.now()}`;
    expect(await sendNewsletter(staff, email, subject)).toMatch(/: 1 contact\(s\)\.$/);
    const newsletter = (await outbox(page)).find((message) => message.recipient === email && message.subject === subject);
    const link = newsletter!.links.find((candidate) => new URL(candidate).pathname === '/unsubscribe');
    expect(link).toMatch(/token=[0-9a-z]+-[0-9a-z]+-[0-9a-f]{32}$/);

    await page.goto(link!);
    await expect(main(page).getByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeVisible();
    await expect(main(page).getByText(/will no longer receive our news and offers/)).toContainText('@example.com');
    await expect(page).not.toHaveURL(/token=/);

    expect(await sendNewsletter(staff, email, `${subject} again`)).toMatch(/^Sent to 0 contacts: /);
    expect((await outbox(page)).some((message) => message.recipient === email && message.subject === `${subject} again`)).toBe(false);
    await staff.context().close();
  });

  test('a link that is not ours says so instead of claiming success', async ({ page }) => {
    await page.goto('/unsubscribe?token=1-2-00000000000000000000000000000000');
    await expect(main(page).getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'You have unsubscribed' })).toHaveCount(0);
  });

  test('without a link a visitor is asked to sign in; a signed-in player may stop everything', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.goto('/unsubscribe');
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();

    const email = await subscribedPlayer(page, baseURL!);
    await page.reload();
    await main(page).getByRole('button', { name: 'Unsubscribe from everything' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeVisible();
    const staff = await marketingStaff(browser, baseURL!);
    expect(await sendNewsletter(staff, email, `After ${Date.now()}`)).toMatch(/^Sent to 0 contacts: /);
    await staff.context().close();
  });
});
