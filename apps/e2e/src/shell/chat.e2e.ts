import { expect, type Page, test, workerSite } from '../support/test';
import { signedInStaff } from '../support/backoffice';
import { DEMO_PLAYER } from '../support/demo-player';
import { signOutThroughMenu } from '../support/site-links';

const FAKE_SCRIPT_PATH = '/fake-chat/widget.js';

/**
 * A stand-in for the Freshchat widget script, served by the test on the site's own origin: it
 * offers the `fcWidget` API the site uses and records every call, and `__fakeChat.emit` plays
 * the provider's events (a message, the unread count).
 */
const FAKE_FRESHCHAT = `
(function () {
  var record = { loads: (window.__fakeChat && window.__fakeChat.loads) || 0, calls: [], handlers: {} };
  record.loads += 1;
  function log(name) { return function () { record.calls.push([name].concat(Array.prototype.slice.call(arguments))); }; }
  record.emit = function (name, payload) { (record.handlers[name] || []).forEach(function (handler) { handler(payload); }); };
  window.__fakeChat = record;
  window.fcWidget = {
    init: log('init'),
    isInitialized: function () { return record.calls.some(function (call) { return call[0] === 'init'; }); },
    on: function (name, handler) { (record.handlers[name] = record.handlers[name] || []).push(handler); },
    open: log('open'), show: log('show'), hide: log('hide'),
    setExternalId: log('setExternalId'),
    user: { setProperties: log('user.setProperties'), clear: log('user.clear') },
  };
})();
`;

type Call = [string, ...unknown[]];

/** The fields of a multipart form body (the API client sends form data, §7). */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r?\n\r?\n([\s\S]*?)\r?\n--/g)) fields[match[1]!] = match[2]!;
  return fields;
}
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __fakeChat?: { calls: Call[] } }).__fakeChat?.calls ?? []);

/** An admin of the back office, signed in once for the file (each sign-in spends an authenticator code). */
let admin: Page | undefined;

/** Chooses the site's chat on the back office's settings page, as an admin does: provider, its settings (by label), a reason. */
async function configureChat(provider: string, saved: string, fields: Record<string, string> = {}) {
  const page = admin!;
  await page.goto('/backoffice/settings');
  const panel = page.getByRole('region', { name: 'Support chat' });
  await panel.getByLabel('Chat provider').selectOption(provider);
  for (const [label, value] of Object.entries(fields)) await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByLabel('Reason').fill(`End-to-end test of the ${provider} chat`);
  await panel.getByRole('button', { name: 'Save chat settings' }).click();
  await expect(panel.getByRole('status')).toHaveText(saved);
}
const NO_CHAT = 'Saved. The site has no chat now; the chat button opens the support page.';

test.describe('support chat', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    ({ page: admin } = await signedInStaff(browser, workerSite().baseUrl, 'admin'));
  });

  test.afterAll(async () => {
    // Back to the default for the other suites: no chat configured.
    await configureChat('none', NO_CHAT);
    await admin?.context().close();
  });

  test('with no provider the chat button leads to the support page', async ({ page }) => {
    await configureChat('none', NO_CHAT);
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Support and FAQ' });
    await button.click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('a configured provider loads once on first activity, follows sign-in and sign-out, counts unread and records messages', async ({
    page,
  }) => {
    // A long walk through sign-in and sign-out; the machine may be shared.
    test.setTimeout(180_000);
    await configureChat('freshchat', 'Saved. Freshchat is now the site’s chat, in every language.', {
      'ID or token': 'token-e2e',
      'Script address': FAKE_SCRIPT_PATH,
      'Widget language': 'en',
    });
    let scriptRequests = 0;
    await page.route(`**${FAKE_SCRIPT_PATH}`, (route) => {
      scriptRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_FRESHCHAT });
    });

    await page.goto('/');
    // First activity (or idle after 1 s) loads it; the script reports ready and is started with its token.
    await page.mouse.move(20, 300);
    await expect
      .poll(() => calls(page), { timeout: 30_000 })
      .toContainEqual(['init', expect.objectContaining({ token: 'token-e2e', locale: 'en' })]);
    await page.mouse.move(60, 320);
    await page.keyboard.press('Tab');
    await page.getByRole('banner').getByRole('link', { name: 'Jackpots' }).first().click();
    await expect(page).toHaveURL(/\/jackpots$/);
    expect(scriptRequests).toBe(1);

    // The site's chat button opens the provider's window.
    await page.getByRole('button', { name: 'Chat with support' }).click();
    await expect.poll(() => calls(page)).toContainEqual(['open']);

    // Sign in through the popup: the widget learns who is talking.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email, phone or login').fill(DEMO_PLAYER.login);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const info = (await (await page.request.get('/api/account/getInfo?locale=en&version=e2e')).json()) as { payload: { uid: number } };
    await expect.poll(() => calls(page)).toContainEqual(['setExternalId', String(info.payload.uid)]);
    await expect.poll(() => calls(page)).toContainEqual(['user.setProperties', expect.objectContaining({ email: DEMO_PLAYER.login })]);

    // The provider reports unread messages: the button shows them.
    await page.evaluate(() =>
      (window as unknown as { __fakeChat: { emit: (n: string, p: unknown) => void } }).__fakeChat.emit('unreadCount:notify', { count: 2 }),
    );
    await expect(page.getByRole('button', { name: 'Chat with support, unread messages: 2' })).toBeVisible();

    // A message of the signed-in player's conversation is stored.
    const stored = page.waitForRequest((request) => request.url().includes('/api/FreshChat/storeChatEvent'));
    await page.evaluate(() =>
      (window as unknown as { __fakeChat: { emit: (n: string, p: unknown) => void } }).__fakeChat.emit('message:sent', {
        data: {
          message: {
            channelId: 'ch-1',
            conversationId: 'conv-7',
            messageParts: [{ text: { content: 'Hello' } }, { text: { content: 'I need help' } }],
          },
        },
      }),
    );
    const request = await stored;
    expect(formFields(request.postData() ?? '')).toMatchObject({
      channel_id: 'ch-1',
      conversation_id: 'conv-7',
      text: 'Hello,I need help',
      event: 'sent',
    });
    expect((await (await request.response())!.json()) as unknown).toEqual({ status: 'ok', payload: 1 });

    // Sign out: the widget forgets the player and carries on as a visitor.
    await signOutThroughMenu(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => calls(page)).toContainEqual(['user.clear']);
    await expect
      .poll(async () => (await calls(page)).filter((call) => call[0] === 'setExternalId').at(-1))
      .toEqual(['setExternalId', 'anonymous']);
    expect(scriptRequests).toBe(1);

    // Hidden on game routes (§2 chat badge).
    await page.goto('/betting');
    await expect(page.getByRole('button', { name: /Chat with support/ })).toHaveCount(0);
  });
});
