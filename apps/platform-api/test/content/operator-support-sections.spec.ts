import { api, lastMessageTo, ORIGIN, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';

/** The demo operator's newsletter sender (src/operator) and the chat events; the feedback inbox and the chat settings are the back office's (test/staff/kyc-feedback.spec.ts, settings.spec.ts). */
describe('operator: marketing and chat', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  async function operatorSession(path: string) {
    const page = await app().inject({ method: 'GET', url: path });
    const cookie = page.cookies.find((entry) => entry.name === 'operator_csrf')!;
    return { html: page.body, cookie: `operator_csrf=${cookie.value}`, csrf: cookie.value };
  }
  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    app().inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  it('sends a newsletter only to confirmed, subscribed contacts, with a signed unsubscribe link that stops it', async () => {
    const player = await registerPlayer(app(), { notify: '1' });
    const { cookie, csrf } = await operatorSession('/demo/operator/marketing');
    const send = (subject: string) =>
      post('/demo/operator/marketing', { csrf, login: player.email, subject, body: 'Free spins on Friday' }, cookie);

    // Subscribed but not confirmed yet: double opt-in keeps the newsletter away.
    expect((await send('Before confirming')).headers.location).toBe('/demo/operator/marketing?sent=0');

    const confirmation = await lastMessageTo(app(), player.email);
    const token = new URL(confirmation!.links.find((link) => link.includes('/confirmation'))!).searchParams.get('token')!;
    expect((await api(app(), 'POST', 'account/confirmContactByLink', { body: { token } })).body.status).toBe('ok');

    expect((await send('Offers')).headers.location).toBe('/demo/operator/marketing?sent=1');
    const newsletter = await waitFor(
      () => lastMessageTo(app(), player.email),
      (message) => message?.subject === 'Offers',
    );
    const unsubscribeLink = new URL(newsletter!.links.find((link) => link.includes('/unsubscribe'))!);
    const unsubscribed = await api(app(), 'POST', 'account/unsubscribe', { body: { token: unsubscribeLink.searchParams.get('token')! } });
    expect(unsubscribed.body.payload.unsubscribed).toHaveLength(1);
    expect((await send('After unsubscribing')).headers.location).toBe('/demo/operator/marketing?sent=0');

    expect(
      (await post('/demo/operator/marketing', { csrf, login: 'nobody@example.com', subject: 'x', body: 'y' }, cookie)).headers.location,
    ).toBe('/demo/operator/marketing?unknown=1');
    expect(
      (await post('/demo/operator/marketing', { csrf: 'f'.repeat(32), login: player.email, subject: 'x', body: 'y' }, cookie)).statusCode,
    ).toBe(400);
  });

  it("FreshChat.storeChatEvent records a signed-in player's message, and only theirs", async () => {
    const event = { channel_id: 'ch-1', conversation_id: 'conv-7', text: 'Hello,I need help', event: 'sent' };
    expect((await api(app(), 'POST', 'FreshChat/storeChatEvent', { body: event })).body.error.type).toBe('AuthorizationException');
    const player = await registerPlayer(app());
    expect((await api(app(), 'POST', 'FreshChat/storeChatEvent', { cookie: player.cookie, body: event })).body).toEqual({
      status: 'ok',
      payload: 1,
    });
    const refused = await api(app(), 'POST', 'FreshChat/storeChatEvent', { cookie: player.cookie, body: { ...event, event: 'deleted' } });
    expect(refused.body.error.invalid_parameters.event).toBeDefined();
    const rows = await testApp.database.db.selectFrom('chat_events').selectAll().where('account_id', '=', player.uid).execute();
    expect(rows).toEqual([
      expect.objectContaining({ channel_id: 'ch-1', conversation_id: 'conv-7', text: 'Hello,I need help', direction: 'sent' }),
    ]);
  });
});
