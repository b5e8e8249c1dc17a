import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The chat events; the newsletter, the feedback inbox and the chat settings are the back office's (test/staff/player-marketing.spec.ts, kyc-feedback.spec.ts, settings.spec.ts). */
describe('chat events', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;

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
