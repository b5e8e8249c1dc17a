import { sha256Hex } from '../../src/security/tokens';
import { api, forgetCached, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('account sessions (security page)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  it('lists the devices a player is signed in on, the current first, and the sign-in before this one', async () => {
    const player = await registerPlayer(app());
    const sessionsOf = (cookie: string, remoteAddress?: string) =>
      api(app(), 'GET', 'account/getSessions', { cookie, ...(remoteAddress ? { remoteAddress } : {}) });
    const first = await sessionsOf(player.cookie);
    expect(first.body.payload).toEqual({
      items: [
        {
          id: expect.any(Number),
          is_current: true,
          device: { type: 'unknown', browser: '', browser_version: '', os: '' },
          ip: '127.0.0.1',
          network: 'this-device',
          same_address: true,
          signed_in_at: expect.any(String),
          last_active_at: expect.any(String),
        },
      ],
      previous_sign_in: null,
    });

    const phone = await api(app(), 'POST', 'auth/login', {
      body: { login: player.email, password: player.password },
      headers: { 'user-agent': IPHONE },
      remoteAddress: '192.168.1.20',
    });
    const afterPhone = await sessionsOf(phone.setSession!, '192.168.1.20');
    expect(afterPhone.body.payload.items[0]).toMatchObject({
      is_current: true,
      device: { type: 'mobile', browser: 'Safari', browser_version: '17', os: 'iOS' },
      ip: '192.168.1.20',
      network: 'local-network',
      same_address: true,
    });
    // Right after this sign-in, the last one before it: the registration on this machine.
    expect(afterPhone.body.payload.previous_sign_in).toEqual({
      signed_in_at: first.body.payload.items[0].signed_in_at,
      ip: '127.0.0.1',
      network: 'this-device',
      same_address: false,
      device: { type: 'unknown', browser: '', browser_version: '', os: '' },
    });

    const desktop = await api(app(), 'POST', 'auth/login', {
      body: { login: player.email, password: player.password },
      headers: { 'user-agent': WINDOWS_CHROME },
      remoteAddress: '203.0.113.9',
    });
    const all = await sessionsOf(player.cookie);
    expect(all.body.payload.items).toHaveLength(3);
    expect(all.body.payload.items[0].is_current).toBe(true);
    expect(all.body.payload.items.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: expect.objectContaining({ os: 'iOS' }), network: 'local-network', same_address: false }),
        expect.objectContaining({
          device: { type: 'desktop', browser: 'Chrome', browser_version: '124', os: 'Windows' },
          ip: '203.0.113.9',
          network: 'internet',
        }),
      ]),
    );
    expect((await sessionsOf(desktop.setSession!, '203.0.113.9')).body.payload.previous_sign_in).toMatchObject({
      ip: '192.168.1.20',
      device: { os: 'iOS' },
    });

    // Signing out the phone from here.
    const phoneId = all.body.payload.items.find((item: { device: { os: string } }) => item.device.os === 'iOS').id;
    expect((await api(app(), 'POST', 'account/endSession', { cookie: player.cookie, body: { id: String(phoneId) } })).body.payload).toBe(1);
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: phone.setSession })).body.payload.uid).toBe(0);
    expect((await sessionsOf(player.cookie)).body.payload.items).toHaveLength(2);

    // "Sign out everywhere else".
    expect((await api(app(), 'POST', 'account/endOtherSessions', { cookie: player.cookie })).body.payload).toEqual({ ended: 1 });
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: desktop.setSession })).body.payload.uid).toBe(0);
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload.uid).toBe(player.uid);
    expect((await api(app(), 'POST', 'account/endOtherSessions', { cookie: player.cookie })).body.payload).toEqual({ ended: 0 });
  });

  it('refuses the current session, another player’s session and unknown ids', async () => {
    const player = await registerPlayer(app());
    const other = await registerPlayer(app());
    const [own] = (await api(app(), 'GET', 'account/getSessions', { cookie: player.cookie })).body.payload.items;
    const [theirs] = (await api(app(), 'GET', 'account/getSessions', { cookie: other.cookie })).body.payload.items;
    const current = await api(app(), 'POST', 'account/endSession', { cookie: player.cookie, body: { id: String(own.id) } });
    expect(current.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'current_session' });
    for (const id of [String(theirs.id), '2147483647']) {
      const refused = await api(app(), 'POST', 'account/endSession', { cookie: player.cookie, body: { id } });
      expect(refused.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { id: ['validation.unknownSession'] },
      });
    }
    expect((await api(app(), 'GET', 'account/getInfo', { cookie: other.cookie })).body.payload.uid).toBe(other.uid);
    expect(
      (await api(app(), 'POST', 'account/endSession', { cookie: player.cookie, body: { id: 'x' } })).body.error.invalid_parameters,
    ).toEqual({
      id: ['validation.integer'],
    });
    for (const [verb, path] of [
      ['GET', 'account/getSessions'],
      ['POST', 'account/endSession'],
      ['POST', 'account/endOtherSessions'],
    ] as const)
      expect((await api(app(), verb, path)).statusCode).toBe(401);
  });

  it('leaves expired sessions out of the list', async () => {
    const player = await registerPlayer(app());
    const second = await api(app(), 'POST', 'auth/login', { body: { login: player.email, password: player.password } });
    await testApp.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000) })
      .where('account_id', '=', player.uid)
      .where('token_hash', '!=', sha256Hex(second.setSession!.slice('sid='.length)))
      .execute();
    forgetCached(app(), player.uid);
    const list = await api(app(), 'GET', 'account/getSessions', { cookie: second.setSession });
    expect(list.body.payload.items).toHaveLength(1);
    expect(list.body.payload.items[0].is_current).toBe(true);
  });
});
