import { expect, type Page, test } from '../support/test';
import { axeFindings } from '../support/axe';
import { signedInStaff } from '../support/backoffice';
import { signInAsDemoPlayer, DEMO_PLAYER } from '../support/demo-player';

const main = (page: Page) => page.getByRole('main');
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('support page', () => {
  test('the footer leads to the FAQ from the CMS and the contacts from support.getsettings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    const faq = main(page).getByRole('region', { name: 'Frequently asked questions' });
    const question = faq.getByText('How do I register?');
    await expect(question).toBeVisible();
    const answer = faq.getByText('Click Register, fill in your email and password');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();

    const contacts = main(page).getByRole('region', { name: 'Contact us' });
    await expect(contacts.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    await expect(contacts.getByRole('link', { name: '+1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(contacts).toContainText('Every day, around the clock');

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/support#faq$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInViewport();
  });

  test('on a phone, the FAQ link scrolls its title to just below the header, not a header height lower', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/support#faq');
    const title = main(page).getByRole('heading', { level: 2, name: 'Frequently asked questions' });
    await expect(title).toBeInViewport();
    // The document's scroll padding is the header's height; the title adds only a little room of its own.
    const gapBelowHeader = async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await title.boundingBox();
      return Math.round(box!.y - (header!.y + header!.height));
    };
    await expect.poll(gapBelowHeader).toBeLessThanOrEqual(16);
    expect(await gapBelowHeader()).toBeGreaterThanOrEqual(0);
  });

  test('the site answers 200 for /support in every locale prefix, and the page speaks the locale', async ({ page }) => {
    const response = await page.goto('/de/support');
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeVisible();
  });

  test('feedback: the §5 rules on every field, then the message reaches the back office’s inbox', async ({ page, baseURL, browser }) => {
    const marker = unique();
    await page.goto('/support');
    const form = main(page).getByRole('form', { name: 'Write to us' });
    const name = form.getByLabel('Your name');
    const email = form.getByLabel('Your email');
    const message = form.getByLabel('Your message');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(name).toHaveAccessibleDescription('Field is required');
    await expect(name).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Field is required');
    await expect(message).toHaveAccessibleDescription('Field is required');

    await name.fill('Anna 2');
    await email.fill('anna@');
    await message.fill(`Where is my withdrawal? ${marker}`);
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(name).toHaveAccessibleDescription('Wrong symbols in name');
    await expect(email).toHaveAccessibleDescription('Wrong email address');

    await name.fill('Anna Nowak');
    await email.fill('anna@example.com');
    await form.getByRole('button', { name: 'Send the message' }).click();
    const sent = main(page).getByRole('status');
    await expect(sent).toHaveText('Thank you, your message has been sent. We will answer at anna@example.com.');
    await expect(sent).toBeFocused();

    // The support team finds it in the back office (oldest waiting first, so by search), and marks it answered.
    const staff = await signedInStaff(browser, baseURL!, 'support');
    const inbox = staff.page;
    await inbox.goto('/backoffice/feedback');
    const search = inbox.getByRole('search', { name: 'Find messages' });
    await search.getByLabel('Search').fill(marker);
    await search.getByRole('button', { name: 'Find' }).click();
    const item = inbox.getByRole('article').filter({ hasText: marker });
    await expect(item).toContainText('Anna Nowak');
    await expect(item).toContainText('anna@example.com');
    await expect(item.getByRole('link', { name: /^Reply by email: message \d+ from Anna Nowak$/ })).toHaveAttribute(
      'href',
      /^mailto:anna@example\.com\?subject=/,
    );
    expect(await axeFindings(inbox, { seriousOnly: true })).toEqual([]);
    await item.getByRole('button', { name: /^Mark answered: message \d+ from Anna Nowak$/ }).click();
    await expect(inbox.getByText(/^Message \d+ marked answered\.$/)).toBeVisible();
    await expect(inbox.getByRole('article').filter({ hasText: marker })).toHaveCount(0);
    await inbox.getByRole('link', { name: 'Answered' }).click();
    await expect(inbox.getByRole('article').filter({ hasText: marker })).toContainText('Anna Nowak');
    await inbox.context().close();
  });

  test('signed in, the email is filled in from the account', async ({ page }) => {
    await page.goto('/');
    await signInAsDemoPlayer(page);
    await page.goto('/support');
    await expect(main(page).getByLabel('Your email')).toHaveValue(DEMO_PLAYER.login);
  });

  test('the user-block page leads to support', async ({ page }) => {
    await page.goto('/user-block');
    await main(page).getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  test('with no chat configured there is no chat button; too many messages are refused and explained', async ({ page, baseURL }) => {
    await page.goto('/support');
    await expect(main(page).getByRole('region', { name: 'Contact us' }).getByText('support@example.com')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Chat with support' })).toHaveCount(0);

    // The limit is 10 a minute per client: fill it through the API, then the form is refused.
    for (let index = 0; index < 10; index += 1)
      await page.request.post('/api/support/sendFeedback?locale=en&version=e2e', {
        form: { name: 'Flood', email: 'flood@example.com', message: `message ${index}` },
        headers: { origin: baseURL! },
      });
    const form = main(page).getByRole('form', { name: 'Write to us' });
    await form.getByLabel('Your name').fill('Anna Nowak');
    await form.getByLabel('Your email').fill('anna@example.com');
    await form.getByLabel('Your message').fill('One more');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByRole('alert')).toHaveText(/You have sent several messages in a short time/);
  });
});
