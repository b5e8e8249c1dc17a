import type { FastifyRequest } from 'fastify';
import { accountBalanceSchema, accountCalls, accountInfoSchema, authCalls, profileSchema } from '@nfx/api-contract';
import { accountInfoOf } from '../../src/account/services/account-info';
import { serializePayload } from '../../src/http/define-api-call';
import { api, authenticatorCode, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Columns that must never reach a browser, whatever a handler returns. */
const SECRET_COLUMNS = ['password_hash', 'two_factor_secret', 'two_factor_pending_secret', 'unsubscribe_token_hash'] as const;

const silentRequest = { log: { error: () => undefined } } as unknown as FastifyRequest;

describe('account and auth payloads follow the contract', () => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  let totpSecret: string;
  let secrets: string[];
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app, { phone: '4915100000077', phone_country_code: '49' });
    // Two-factor on, so the account row holds a secret that could leak.
    const setup = await api(testApp.app, 'POST', 'account/changeTwoFactorAuth', { cookie: player.cookie });
    const confirmed = await api(testApp.app, 'POST', 'account/confirmTwoFactorAuth', {
      cookie: player.cookie,
      body: { code: authenticatorCode(setup.body.payload.secret) },
    });
    expect(confirmed.body.payload).toEqual({ two_factor_auth: true });
    const row = await testApp.database.db.selectFrom('accounts').selectAll().where('id', '=', player.uid).executeTakeFirstOrThrow();
    totpSecret = row.two_factor_secret!;
    secrets = [row.password_hash!, totpSecret];
  });
  afterAll(() => testApp.close());

  const keysOf = (schema: { entries: object }) => Object.keys(schema.entries).sort();

  it.each([
    ['GET', 'account/getInfo', {}, keysOf(accountInfoSchema)],
    ['GET', 'account/getBalance', {}, keysOf(accountBalanceSchema)],
    ['GET', 'account/getprofileinfo', { fields: 'contacts,document' }, keysOf(profileSchema)],
  ] as const)('%s %s answers exactly the contract fields and no secret', async (verb, path, query, keys) => {
    const result = await api(testApp.app, verb, path, { cookie: player.cookie, query });
    expect(result.body.status).toBe('ok');
    expect(Object.keys(result.body.payload).sort()).toEqual(keys);
    for (const secret of secrets) expect(result.response.body).not.toContain(secret);
  });

  it('answers a sign-in with the account info only (after the two-factor step)', async () => {
    const first = await api(testApp.app, 'POST', 'auth/login', { body: { login: player.email, password: player.password } });
    expect(first.body.error.type).toBe('AuthorizationException');
    const signedIn = await api(testApp.app, 'POST', 'auth/login', {
      body: { login: player.email, password: player.password, code: authenticatorCode(totpSecret, 1) },
    });
    expect(signedIn.body.status).toBe('ok');
    expect(Object.keys(signedIn.body.payload).sort()).toEqual(keysOf(accountInfoSchema));
    for (const secret of secrets) expect(signedIn.response.body).not.toContain(secret);
  });

  it('drops every field the response schema does not name, so a whole row cannot leak', () => {
    const row = {
      id: 7,
      reg_time: new Date('2024-01-02T03:04:05Z'),
      login: 'player7',
      fakename: null,
      is_subscribed: false,
      currency: 'EUR',
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: true,
      country_code: null,
      locale: 'en',
      two_factor_enabled: true,
      password_hash: 'scrypt$ln=16,r=8,p=2$c2FsdA==$a2V5',
      two_factor_secret: 'JBSWY3DPEHPK3PXP',
      two_factor_pending_secret: 'KRSXG5CTMVRXEZLU',
      unsubscribe_token_hash: 'f'.repeat(64),
    };
    // A handler that returned the row next to the info would still send only the contract's fields.
    const careless = {
      ...row,
      ...accountInfoOf(row as unknown as Parameters<typeof accountInfoOf>[0], {
        currency: 'EUR',
        main: 1050,
        bonus: 0,
        bettingBonus: 0,
        pendingWithdrawal: 0,
      }),
    };
    for (const call of [accountCalls.getInfo, authCalls.login, authCalls.register]) {
      const sent = serializePayload(call, careless, silentRequest) as Record<string, unknown>;
      for (const column of SECRET_COLUMNS) expect(sent).not.toHaveProperty(column);
      expect(Object.keys(sent).sort()).toEqual(keysOf(accountInfoSchema));
      expect(sent['balance_main']).toEqual({ amount: 10.5, currency: 'EUR' });
    }
  });

  it('refuses to send a payload that does not fit its schema (a server bug, not a half-right answer)', () => {
    expect(() => serializePayload(accountCalls.getBalance, { balance_main: { amount: '10', currency: 'EUR' } }, silentRequest)).toThrow(
      expect.objectContaining({ type: 'InternalServerError' }),
    );
  });

  it.each([
    ['de', 200, 'de'],
    ['', 200, 'en'],
    ['xx', 400, undefined],
  ] as const)('getInfo for a visitor with locale=%p answers %i (locale %p)', async (locale, status, expected) => {
    const result = await api(testApp.app, 'GET', 'account/getInfo', { query: { locale } });
    expect(result.statusCode).toBe(status);
    if (expected) expect(result.body.payload.locale).toBe(expected);
    else expect(result.body.error.invalid_parameters).toHaveProperty('locale');
  });
});
