import { SHARED_LOCALE } from '../../src/content/cms-types';
import { createCmsConfigRepository } from '../../src/content/repositories/cms-config-repository';
import { settings as seededSettings } from '../../src/seed/content/cms/settings';
import { api, authenticatorCode, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/**
 * The CMS feature flags (spec §3) on the server: a switched-off feature's calls do not exist
 * (MethodNotFound, 404, never a 5xx), switched back on they work, and a save is seen at once
 * (the reader's cache follows the content revision). Protections already in force keep applying.
 */
describe('CMS feature flags', () => {
  let testApp: TestApp;
  let player: Player;
  const app = () => testApp.app;
  const cms = () => createCmsConfigRepository(testApp.database.db);
  /** What the back office's CMS page does: the shared settings row, written through the content area's repository. */
  const setFlag = async (flag: string, value: boolean) => {
    const current = (await cms().section<Record<string, unknown>>(SHARED_LOCALE, 'settings')) ?? seededSettings;
    await cms().saveShared('settings', { ...current, [flag]: value });
  };
  const as = (who: Player, verb: 'GET' | 'POST', path: string, body?: Record<string, string>) =>
    api(app(), verb, path, verb === 'GET' ? { cookie: who.cookie, query: body } : { cookie: who.cookie, body });

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(app());
  }, 90_000);
  afterAll(() => testApp.close());
  afterEach(async () => {
    await cms().saveShared('settings', seededSettings);
  });

  const expectRefused = (result: Awaited<ReturnType<typeof api>>) => {
    expect(result.statusCode).toBe(404);
    expect(result.body.error).toMatchObject({ type: 'MethodNotFoundException', code: 'feature_disabled' });
  };

  it.each([
    ['isTwoFAEnable', 'POST', 'account/changeTwoFactorAuth', undefined],
    ['isSumsubEnable', 'GET', 'sumsub/getStatus', undefined],
    ['isSumsubEnable', 'POST', 'sumsub/createApplicant', undefined],
    ['isResponsibleGamingEnable', 'POST', 'account/setProtectionLimit', { kind: 'deposit', amount: '100', period: '7d' }],
    ['isResponsibleGamingEnable', 'GET', 'account/getProtectionHistory', undefined],
    ['isBetHistoryEnable', 'GET', 'account/getBetHistory', undefined],
  ] as const)('%s off refuses %s %s with a clean 404, on lets it work', async (flag, verb, path, body) => {
    await setFlag(flag, false);
    expectRefused(await as(player, verb, path, body));
    // Refused before authentication: the call is not there for anyone.
    expectRefused(await api(app(), verb, path, verb === 'GET' ? {} : { body }));
    await setFlag(flag, true);
    const working = await as(player, verb, path, body);
    expect(working.statusCode).toBe(200);
    expect(working.body.status).toBe('ok');
  });

  it('isTwoFAEnable off still asks an account that has a second factor for its code', async () => {
    const owner = await registerPlayer(app());
    const secret = (await as(owner, 'POST', 'account/changeTwoFactorAuth')).body.payload.secret as string;
    expect((await as(owner, 'POST', 'account/confirmTwoFactorAuth', { code: authenticatorCode(secret) })).body.payload).toEqual({
      two_factor_auth: true,
    });

    await setFlag('isTwoFAEnable', false);
    const credentials = { login: owner.email, password: owner.password };
    const challenge = await api(app(), 'POST', 'auth/login', { body: credentials });
    expect(challenge.statusCode).toBe(401);
    expect(challenge.body.error).toMatchObject({ type: 'AuthorizationException', code: 'two_factor_required' });
    expect(challenge.setSession).toBeUndefined();
    // Nor can it be switched off, or a new setup started, while the feature is off.
    expectRefused(await as(owner, 'POST', 'account/changeTwoFactorAuth', { code: authenticatorCode(secret, 1) }));
    expectRefused(await as(owner, 'POST', 'account/confirmTwoFactorAuth', { code: authenticatorCode(secret, 1) }));
    const withCode = await api(app(), 'POST', 'auth/login', { body: { ...credentials, code: authenticatorCode(secret, 1) } });
    expect(withCode.body.status).toBe('ok');
  });

  it('isResponsibleGamingEnable off never lifts a self-exclusion in force, nor hides it from the player', async () => {
    const excluded = await registerPlayer(app());
    const exclusion = await as(excluded, 'POST', 'account/selfExclude', { period: '6m', password: excluded.password });
    expect(exclusion.body.status).toBe('ok');

    await setFlag('isResponsibleGamingEnable', false);
    expectRefused(await as(excluded, 'POST', 'account/selfExclude', { period: '1d', password: excluded.password }));
    expectRefused(await as(excluded, 'POST', 'account/removeProtectionLimit', { kind: 'deposit' }));
    expect(await app().playerProtection.isExcluded(testApp.database.db, excluded.uid)).toBe(true);
    // Sign-in tells the player when it ends from this call, so it stays open.
    const protection = await as(excluded, 'GET', 'account/getProtection');
    expect(protection.body.payload.exclusion).toMatchObject({ kind: 'self_exclusion', ends_at: exclusion.body.payload.ends_at });
  });

  it('isResponsibleGamingEnable off takes the slot page’s link to the limits away', async () => {
    const games = await api(app(), 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } });
    const sysname = games.body.payload.items[0].sysname as string;
    const slotPage = async () => (await app().inject({ method: 'GET', url: `/platform/game/${sysname}/demo?locale=en` })).body;
    expect(await slotPage()).toContain('&#34;responsibleGameUrl&#34;:&#34;/profile/responsible-game&#34;');
    await setFlag('isResponsibleGamingEnable', false);
    expect(await slotPage()).toContain('&#34;responsibleGameUrl&#34;:null');
  });
});
