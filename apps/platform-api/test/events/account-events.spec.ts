import { signInitData } from '../../src/auth/services/messenger-init-data';
import { api, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, form, type TestApp } from '../helpers/test-app';

/**
 * The account and auth areas' domain events (for the loyalty programme and the bonus engine):
 * recorded with the change they describe, in its transaction, and not when the change is refused.
 */
describe('account and auth domain events', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ messengerBotToken: 'test-bot-token' });
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  async function eventsOf(accountId: number, type?: string) {
    let query = testApp.database.db.selectFrom('domain_events').selectAll().orderBy('id');
    if (type) query = query.where('type', '=', type);
    return (await query.execute())
      .map((event) => ({
        type: event.type,
        key: event.key,
        payload: typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload,
      }))
      .filter((event) => event.payload.accountId === accountId);
  }

  it('player.registered: by the registration form', async () => {
    const player = await registerPlayer(app(), { currency: 'EUR', locale: 'de' });
    expect(await eventsOf(player.uid)).toEqual([
      {
        type: 'player.registered',
        key: String(player.uid),
        payload: { accountId: player.uid, currency: 'EUR', locale: 'de', via: 'form' },
      },
    ]);
  });

  it('player.registered: not for a refused registration', async () => {
    const before = await testApp.database.db.selectFrom('domain_events').select('id').execute();
    const player = await registerPlayer(app());
    const again = await api(app(), 'POST', 'auth/register', { body: { email: player.email, password: 'secret12' } });
    expect(again.body.error.invalid_parameters).toMatchObject({ email: ['validation.taken'] });
    expect((await testApp.database.db.selectFrom('domain_events').select('id').execute()).length).toBe(before.length + 1);
  });

  it('player.registered: by social sign-in, and profile.saved when the player completes the registration', async () => {
    const init = await app().inject({ method: 'GET', url: '/oauth/init?service=demo&redirect_url=&type_auth=registration' });
    const consentUrl = init.headers.location as string;
    const state = new URL(consentUrl, 'http://localhost:4200').searchParams.get('state')!;
    const consent = await app().inject({ method: 'GET', url: consentUrl });
    const providerCookie = consent.cookies.find((cookie) => cookie.name === 'nfx_demo_idp')!;
    const body = form({ state, decision: 'approve', name: 'Kari Nordmann', email: 'kari-events@demo.example.com' });
    const decision = await app().inject({
      method: 'POST',
      url: '/oauth/demo/authorize',
      payload: body.payload,
      headers: { ...body.headers, cookie: `nfx_demo_idp=${providerCookie.value}` },
    });
    const callback = await app().inject({ method: 'GET', url: decision.headers.location as string });
    const session = `sid=${callback.cookies.find((cookie) => cookie.name === 'sid')!.value}`;
    const uid = (await api(app(), 'GET', 'account/getInfo', { cookie: session })).body.payload.uid as number;
    expect(await eventsOf(uid)).toEqual([
      { type: 'player.registered', key: String(uid), payload: { accountId: uid, currency: 'USD', locale: 'en', via: 'social' } },
    ]);
    // The provider's address got its confirmation message too.
    expect((await lastMessageTo(app(), 'kari-events@demo.example.com'))?.codes).toHaveLength(1);

    await api(app(), 'POST', 'auth/register', {
      cookie: session,
      body: { login: 'karievents', password: 'secret12', first_name: 'Kari', last_name: 'Nordmann' },
    });
    // No birth date or country yet: the registration is complete, the profile is not.
    expect((await eventsOf(uid, 'profile.saved')).map((event) => event.payload)).toEqual([
      { accountId: uid, fields: ['last_name'], complete: false },
    ]);
    // Completing the registration does not welcome the address a second time.
    const outbox = (await app().inject({ method: 'GET', url: '/demo/outbox.json' })).json().messages as Array<{ recipient: string }>;
    expect(outbox.filter((message) => message.recipient === 'kari-events@demo.example.com')).toHaveLength(1);
  });

  it('player.registered: by the messenger mini-app, once', async () => {
    const fields = { is_tg: '1', id: '880011', username: 'eventsfan', language_code: 'lv' };
    const signed = { ...fields, hash: signInitData(fields, 'test-bot-token') };
    const first = await api(app(), 'POST', 'auth/register', { body: signed });
    const uid = first.body.payload.uid as number;
    await api(app(), 'POST', 'auth/register', { body: signed });
    expect(await eventsOf(uid)).toEqual([
      { type: 'player.registered', key: String(uid), payload: { accountId: uid, currency: 'USD', locale: 'lv', via: 'messenger' } },
    ]);
  });

  it('profile.saved: the fields that changed, and nothing when none did; complete once every required field is filled', async () => {
    const player = await registerPlayer(app());
    const save = (body: Record<string, string>) => api(app(), 'POST', 'account/saveProfileInfo', { cookie: player.cookie, body });
    await save({ first_name: 'Anna', last_name: 'Berzina', postcode: '1010' });
    await save({ first_name: 'Anna', last_name: 'Berzina', postcode: '1010' });
    await save({ first_name: 'Anna', home_town: 'Riga' });
    expect((await save({ first_name: 'Robert', last_name: '<script>' })).body.status).toBe('error');
    await api(app(), 'POST', 'account/changefakename', { cookie: player.cookie, body: { fakename: 'Lucky77' } });
    await api(app(), 'POST', 'account/changefakename', { cookie: player.cookie, body: { fakename: 'Lucky77' } });
    // Poland's fields: names, birth date and country are required.
    await save({ birth_date: '01.02.1990', country_code: 'PL' });
    await api(app(), 'POST', 'account/changefakename', { cookie: player.cookie, body: { fakename: 'Lucky88' } });
    const saved = (await eventsOf(player.uid, 'profile.saved')).map((event) => event.payload);
    expect(saved.map((payload) => payload.fields)).toEqual([
      ['first_name', 'last_name', 'postcode'],
      ['home_town'],
      ['fakename'],
      ['birth_date', 'country_code'],
      ['fakename'],
    ]);
    expect(saved.map((payload) => payload.complete)).toEqual([false, false, false, true, true]);
  });

  it('contact.confirmed: once per contact, with its kind', async () => {
    const player = await registerPlayer(app(), { phone: '37120000955' });
    const sms = await lastMessageTo(app(), '+37120000955');
    const confirm = () =>
      api(app(), 'POST', 'account/confirmContact', { cookie: player.cookie, body: { contact: '37120000955', code: sms!.codes[0]! } });
    expect((await confirm()).body.payload).toBe(1);
    expect((await confirm()).body.payload).toBe(1);
    const [event, ...others] = await eventsOf(player.uid, 'contact.confirmed');
    expect(others).toEqual([]);
    expect(event!.payload).toEqual({ accountId: player.uid, contactId: expect.any(Number), kind: 'phone' });
  });
});
