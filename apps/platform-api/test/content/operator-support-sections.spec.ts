import { api, lastMessageTo, ORIGIN, registerPlayer } from '../helpers/api';
import { createTestApp, form, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';

/** The demo operator's feedback inbox and newsletter sender (src/operator). */
describe('operator: feedback inbox and marketing', () => {
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

  it('lists feedback escaped, waiting first, and marks it answered once with the form token', async () => {
    const { payload, headers } = form({
      name: 'Anna Berg',
      email: 'anna@example.com',
      message: '<script>alert(1)</script> where is my payout?',
    });
    expect((await app().inject({ method: 'POST', url: '/api/support/sendFeedback?locale=en', payload, headers })).json().status).toBe('ok');
    const row = await testApp.database.db.selectFrom('feedback_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

    const { html, cookie, csrf } = await operatorSession('/demo/operator/feedback');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; where is my payout?');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`/demo/operator/feedback/${row.id}/answered`);

    expect((await post(`/demo/operator/feedback/${row.id}/answered`, { csrf })).statusCode).toBe(400);
    expect((await post(`/demo/operator/feedback/${row.id}/answered`, { csrf: 'f'.repeat(32) }, cookie)).statusCode).toBe(400);
    const answered = await post(`/demo/operator/feedback/${row.id}/answered`, { csrf }, cookie);
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe('/demo/operator/feedback?done=answered');
    const stored = await testApp.database.db
      .selectFrom('feedback_messages')
      .select('answered_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.answered_at).toBeInstanceOf(Date);
    expect((await post(`/demo/operator/feedback/${row.id}/answered`, { csrf }, cookie)).headers.location).toBe(
      '/demo/operator/feedback?done=stale',
    );
    expect((await operatorSession('/demo/operator/feedback')).html).not.toContain(`/demo/operator/feedback/${row.id}/answered`);
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

  it('the chat section switches the CMS chat provider for every locale, refusing a script that is not https or ours', async () => {
    const { cookie, csrf } = await operatorSession('/demo/operator/chat');
    const save = (fields: Record<string, string>) => post('/demo/operator/chat', { csrf, ...fields }, cookie);
    expect((await save({ chat: 'freshchat', id: 'tok', src: 'http://evil.example/x.js' })).statusCode).toBe(400);
    expect((await save({ chat: 'nonsense' })).statusCode).toBe(400);
    const saved = await save({ chat: 'freshchat', id: 'tok', src: '/fake-chat/widget.js', lang: 'de' });
    expect(saved.headers.location).toBe('/demo/operator/chat?saved=freshchat');
    for (const locale of ['en', 'ru']) {
      const config = (await app().inject({ method: 'GET', url: `/nfx/cms-config/${locale}` })).json();
      expect(config.chat.chat).toBe('freshchat');
      expect(config.chat.settings.freshchat).toMatchObject({ id: 'tok', src: '/fake-chat/widget.js', lang: 'de' });
    }
    expect((await api(app(), 'GET', 'support/getsettings')).body.payload.chat).toBe(true);
    await save({ chat: 'none' });
    expect((await api(app(), 'GET', 'support/getsettings')).body.payload.chat).toBe(false);
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
