import { DEMO_PLAYER } from '../../src/seed/account';
import { api, forgetCached, authenticatorCode, lastMessageTo, registerPlayer } from '../helpers/api';
import { setPlayerBalance } from '../wallet/fund-player';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('account calls', () => {
  let testApp: TestApp;
  let player: Player;
  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(testApp.app, { phone: '4915100000001', phone_country_code: '49', country_code: 'DE' });
  });
  afterAll(() => testApp.close());
  const app = () => testApp.app;
  const as = (verb: 'GET' | 'POST', path: string, body?: Record<string, string>, query?: Record<string, string>) =>
    api(app(), verb, path, { body, query, cookie: player.cookie });

  describe('without a session', () => {
    it('getInfo answers uid 0 with the request locale', async () => {
      const result = await api(app(), 'GET', 'account/getInfo', { query: { locale: 'de' } });
      expect(result.statusCode).toBe(200);
      expect(result.body.payload).toMatchObject({
        uid: 0,
        locale: 'de',
        balance_main: { amount: 0, currency: 'USD' },
        two_factor_auth: false,
      });
    });

    it.each([
      ['GET', 'account/getBalance'],
      ['GET', 'account/getprofileinfo'],
      ['GET', 'account/getDepositLimit'],
      ['POST', 'account/saveProfileInfo'],
      ['POST', 'account/addcontact'],
      ['POST', 'account/changepassword'],
      ['POST', 'account/changeTwoFactorAuth'],
      ['POST', 'account/setCurrency'],
      ['POST', 'account/setUserOnVerification'],
      ['POST', 'account/unsubscribe'],
    ] as const)('%s %s answers AuthorizationException', async (verb, path) => {
      const result = await api(app(), verb, path);
      expect(result.statusCode).toBe(401);
      expect(result.body.error.type).toBe('AuthorizationException');
    });

    it('ignores a forged or expired session cookie', async () => {
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: 'sid=forged' })).body.payload.uid).toBe(0);
      const other = await registerPlayer(app());
      await testApp.database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000) })
        .where('account_id', '=', other.uid)
        .execute();
      forgetCached(app(), other.uid);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: other.cookie })).body.payload.uid).toBe(0);
      const third = await api(app(), 'POST', 'auth/login', { body: { login: other.email, password: other.password } });
      await testApp.database.db
        .updateTable('sessions')
        .set({ created_at: new Date(Date.now() - 13 * 60 * 60 * 1000) })
        .where('account_id', '=', other.uid)
        .execute();
      forgetCached(app(), other.uid);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: third.setSession })).body.payload.uid).toBe(0);
    });
  });

  it('getInfo and getBalance describe the player with balances rounded to 2 decimals', async () => {
    await setPlayerBalance(app().wallet, testApp.database.db, player.uid, 'EUR', 12345);
    await setPlayerBalance(app().wallet, testApp.database.db, player.uid, 'EUR', 1, 'bonus');
    const info = await as('GET', 'account/getInfo');
    expect(info.body.payload).toMatchObject({
      uid: player.uid,
      login: player.email,
      is_registration_completed: true,
      country_code: 'DE',
      locale: 'en',
    });
    expect(Object.keys(info.body.payload).sort()).toEqual(
      [
        'uid',
        'reg_time',
        'login',
        'fakename',
        'is_subscribed',
        'balance_main',
        'balance_bonus',
        'balance_betting_bonus',
        'balance_fun',
        'is_on_verification',
        'is_verified',
        'is_kyc_block_enabled',
        'is_registration_completed',
        'country_code',
        'locale',
        'two_factor_auth',
      ].sort(),
    );
    const balance = await as('GET', 'account/getBalance');
    expect(balance.body.payload).toEqual({
      balance_main: { amount: 123.45, currency: 'EUR' },
      balance_bonus: { amount: 0.01, currency: 'EUR' },
      balance_betting_bonus: { amount: 0, currency: 'EUR' },
      balance_fun: { amount: 0, currency: 'EUR' },
    });
  });

  describe('profile', () => {
    it('saveProfileInfo stores the fields and getprofileinfo returns them with contacts and document', async () => {
      const save = await as('POST', 'account/saveProfileInfo', {
        first_name: 'Anna',
        last_name: 'Schmidt',
        sex: '2',
        birth_date: '01.02.1990',
        postcode: '10115',
        document_type: 'cpf',
        document_number: '123.456.789-09',
      });
      expect(save.body).toEqual({ status: 'ok', payload: 1 });
      const profile = await as('GET', 'account/getprofileinfo', undefined, { fields: 'contacts,document' });
      expect(profile.body.payload).toMatchObject({
        first_name: 'Anna',
        last_name: 'Schmidt',
        sex: 2,
        birth_date: '01.02.1990',
        email: player.email,
        mobile: '4915100000001',
        currency: 'EUR',
      });
      expect(profile.body.payload.document).toEqual({ document_type: 'cpf', document_number: '123.456.789-09' });
      // Registration sent both contacts their confirmation message: the "confirm-sent mark" of §4 and the cool-down.
      const sentMark = { confirmation_sent_at: expect.any(String), resend_time: expect.any(Number) };
      expect(profile.body.payload.contacts).toEqual([
        { type: 'email', contact: player.email, is_confirmed: false, is_subscribed: false, ...sentMark },
        { type: 'phone', contact: '4915100000001', is_confirmed: false, is_subscribed: false, phone_country_code: '49', ...sentMark },
      ]);
      const plain = await as('GET', 'account/getprofileinfo');
      expect(plain.body.payload.contacts).toBeUndefined();
    });

    it('rejects invalid fields and writes nothing', async () => {
      const result = await as('POST', 'account/saveProfileInfo', { first_name: 'Robert', last_name: '<script>' });
      expect(result.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { last_name: ['validation.name'] },
      });
      expect((await as('GET', 'account/getprofileinfo')).body.payload.first_name).toBe('Anna');
    });

    it.each([
      ['BR', ['first_name', 'last_name', 'birth_date', 'country_code', 'region', 'document_type', 'document_number', 'mobile']],
      ['DE', ['first_name', 'last_name', 'birth_date', 'country_code', 'sex', 'home_town', 'address', 'postcode', 'mobile']],
      ['ZZ', ['first_name', 'last_name', 'birth_date', 'country_code', 'home_town', 'address', 'mobile']],
    ])('getPersonalDataFields for %s', async (country, sysnames) => {
      const result = await api(app(), 'GET', 'account/getPersonalDataFields', { query: { country } });
      const fields = result.body.payload as Array<{
        sysname: string;
        type: string;
        params: { is_required: boolean; is_visible: boolean };
        options: unknown;
      }>;
      expect(fields.map((field) => field.sysname)).toEqual(sysnames);
      expect(fields[0]).toEqual({ sysname: 'first_name', type: 'input', params: { is_required: true, is_visible: true }, options: {} });
      if (country === 'BR') expect(fields.find((field) => field.sysname === 'document_type')?.options).toEqual({ select: ['cpf'] });
    });

    it('getContactPhoneSettings lists countries with phone codes and masks', async () => {
      const result = await api(app(), 'GET', 'account/getContactPhoneSettings');
      expect(result.body.payload).toEqual(
        expect.arrayContaining([{ id: 'lv', name: 'Latvia', phone_code: '371', country_code: 'LV', mask: '+371 ## ### ###' }]),
      );
      expect(result.body.payload.find((country: { id: string }) => country.id === 'de').mask).toHaveLength(2);
    });

    it('changefakename, changelocale and setUserOnVerification', async () => {
      expect((await as('POST', 'account/changefakename', { fakename: 'Lucky7' })).body.payload).toBe(1);
      expect((await as('POST', 'account/changelocale', { locale: 'de' })).body.payload).toBe(1);
      expect((await as('POST', 'account/setUserOnVerification')).body.payload).toBe(1);
      expect((await as('GET', 'account/getInfo')).body.payload).toMatchObject({
        fakename: 'Lucky7',
        locale: 'de',
        is_on_verification: true,
      });
      expect((await as('POST', 'account/changefakename', { fakename: 'a b' })).body.error.invalid_parameters).toEqual({
        fakename: ['validation.minLength?min=4', 'validation.fakename'],
      });
      expect((await as('POST', 'account/changelocale', { locale: 'german' })).body.error.invalid_parameters).toEqual({
        locale: ['validation.locale'],
      });
    });
  });

  describe('contacts', () => {
    it('adds, sends a code to, and confirms an email contact', async () => {
      expect((await as('POST', 'account/addcontact', { contact: 'second@example.com' })).body.payload).toBe(1);
      expect((await as('POST', 'account/sendconfirmationtocontact', { contact: 'second@example.com' })).body.payload).toBe(1);
      const mail = await lastMessageTo(app(), 'second@example.com');
      expect(mail?.codes).toHaveLength(1);

      const wrongCode = mail!.codes[0] === '000000' ? '111111' : '000000';
      const wrong = await as('POST', 'account/confirmContact', { contact: 'second@example.com', code: wrongCode });
      expect(wrong.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { code: ['validation.wrongCode'] } });
      expect((await as('POST', 'account/confirmContact', { contact: 'second@example.com', code: mail!.codes[0]! })).body.payload).toBe(1);
      const contacts = (await as('GET', 'account/getprofileinfo', undefined, { fields: 'contacts' })).body.payload.contacts;
      expect(contacts).toContainEqual({
        type: 'email',
        contact: 'second@example.com',
        is_confirmed: true,
        is_subscribed: false,
        confirmation_sent_at: expect.any(String),
        resend_time: 0,
      });
    });

    it('sends phone codes by SMS and limits resending with resend_time', async () => {
      // Registration sent the first SMS; asking again within the minute is refused with the time left.
      const first = await lastMessageTo(app(), '+4915100000001');
      expect(first).toMatchObject({ channel: 'sms', subject: null });
      const again = await as('POST', 'account/sendconfirmationtocontact', { contact: '+49 151 00000001' });
      expect(again.statusCode).toBe(429);
      expect(again.body.error).toMatchObject({ type: 'TooManyRequestsException', code: 'resend_too_soon' });
      expect(again.body.error.resend_time).toBeGreaterThan(0);
      expect(again.body.error.resend_time).toBeLessThanOrEqual(60);
      await testApp.database.db
        .updateTable('contacts')
        .set({ code_sent_at: new Date(Date.now() - 61_000) })
        .where('account_id', '=', player.uid)
        .where('kind', '=', 'phone')
        .execute();
      expect((await as('POST', 'account/sendconfirmationtocontact', { contact: '4915100000001' })).body.payload).toBe(1);
      const sms = await lastMessageTo(app(), '+4915100000001');
      expect(sms!.id).toBeGreaterThan(first!.id);
      expect(sms!.codes).toHaveLength(1);
      expect(sms!.codes[0]).not.toBe(first!.codes[0]);
    });

    it('stops accepting codes after 5 wrong tries', async () => {
      await as('POST', 'account/addcontact', { contact: 'third@example.com' });
      await as('POST', 'account/sendconfirmationtocontact', { contact: 'third@example.com' });
      const code = (await lastMessageTo(app(), 'third@example.com'))!.codes[0]!;
      const wrongCode = code === '999999' ? '888888' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1)
        await as('POST', 'account/confirmContact', { contact: 'third@example.com', code: wrongCode });
      expect((await as('POST', 'account/confirmContact', { contact: 'third@example.com', code })).statusCode).toBe(400);
    });

    it('refuses unknown contacts, contacts of other accounts and malformed codes', async () => {
      expect(
        (await as('POST', 'account/sendconfirmationtocontact', { contact: 'nobody@example.com' })).body.error.invalid_parameters,
      ).toEqual({ contact: ['validation.unknownContact'] });
      expect((await as('POST', 'account/addcontact', { contact: DEMO_PLAYER.login })).body.error.invalid_parameters).toEqual({
        contact: ['validation.taken'],
      });
      expect((await as('POST', 'account/confirmContact', { contact: player.email, code: '12ab56' })).body.error.invalid_parameters).toEqual(
        { code: ['validation.code'] },
      );
      expect((await as('POST', 'account/addcontact', { contact: 'not an email@' })).body.error.invalid_parameters).toEqual({
        contact: ['validation.email'],
      });
    });

    it('changeSubscription subscribes and unsubscribes a contact; unsubscribe stops everything', async () => {
      expect((await as('POST', 'account/changeSubscription', { contact: player.email, subscription: '1' })).body.payload).toBe(1);
      expect((await as('GET', 'account/getInfo')).body.payload.is_subscribed).toBe(true);
      expect(
        (await as('POST', 'account/changeSubscription', { contact: player.email, subscription: 'yes' })).body.error.invalid_parameters,
      ).toEqual({ subscription: ['validation.flag'] });
      expect((await as('POST', 'account/unsubscribe')).body.payload).toEqual({
        unsubscribed: [{ type: 'email', contact: expect.stringMatching(/^p•••.@example\.com$/) }],
      });
      expect((await as('GET', 'account/getInfo')).body.payload.is_subscribed).toBe(false);
      expect((await api(app(), 'POST', 'account/unsubscribe', { body: { token: 'A'.repeat(22) } })).body.error.invalid_parameters).toEqual({
        token: ['validation.invalidToken'],
      });
    });
  });

  describe('money settings', () => {
    it('getcurrencyrates lists the seeded rates', async () => {
      const result = await api(app(), 'GET', 'account/getcurrencyrates');
      expect(result.body.payload.base).toBe('USD');
      expect(result.body.payload.rates).toContainEqual({ currency: 'EUR', rate: 0.92 });
    });

    it('getDepositLimit defaults to period none', async () => {
      expect((await as('GET', 'account/getDepositLimit')).body.payload).toEqual({
        available_amount: null,
        can_edit: true,
        expired_at: null,
        limit_amount: null,
        period: 'none',
      });
    });

    it('setCurrency works until the first deposit', async () => {
      // An earlier case gave the player money; a currency switch needs an empty balance.
      await setPlayerBalance(app().wallet, testApp.database.db, player.uid, 'EUR', 0);
      await setPlayerBalance(app().wallet, testApp.database.db, player.uid, 'EUR', 0, 'bonus');
      expect((await as('POST', 'account/setCurrency', { currency: 'gbp' })).body.payload).toBe(1);
      expect((await as('GET', 'account/getBalance')).body.payload.balance_main.currency).toBe('GBP');
      expect((await as('POST', 'account/setCurrency', { currency: 'XYZ' })).body.error.invalid_parameters).toEqual({
        currency: ['validation.currency'],
      });
      await testApp.database.db.updateTable('accounts').set({ has_deposits: true }).where('id', '=', player.uid).execute();
      forgetCached(app(), player.uid);
      const locked = await as('POST', 'account/setCurrency', { currency: 'USD' });
      expect(locked.statusCode).toBe(400);
      expect(locked.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'currency_locked' });
    });
  });

  describe('security settings', () => {
    it('changepassword needs the old password and ends the other sessions', async () => {
      const other = await registerPlayer(app());
      const secondDevice = await api(app(), 'POST', 'auth/login', { body: { login: other.email, password: other.password } });
      const wrong = await api(app(), 'POST', 'account/changepassword', {
        cookie: other.cookie,
        body: { old_password: 'nope-nope', new_password: 'brandnew1' },
      });
      expect(wrong.body.error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { old_password: ['validation.password'] },
      });
      const done = await api(app(), 'POST', 'account/changepassword', {
        cookie: other.cookie,
        body: { old_password: other.password, new_password: 'brandnew1', new_password_repeat: 'brandnew1' },
      });
      expect(done.body.payload).toBe(1);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: other.cookie })).body.payload.uid).toBe(other.uid);
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: secondDevice.setSession })).body.payload.uid).toBe(0);
    });

    it('changeTwoFactorAuth starts setup, confirmTwoFactorAuth enables, a code disables', async () => {
      const setup = await as('POST', 'account/changeTwoFactorAuth');
      expect(setup.body.payload).toMatchObject({ two_factor_auth: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
      expect(setup.body.payload.otpauth_url).toMatch(/^otpauth:\/\/totp\/NFX:.+\?secret=[A-Z2-7]+&issuer=NFX/);
      expect(setup.body.payload.qr_code).toMatch(/^data:image\/png;base64,/);
      const secret = setup.body.payload.secret as string;

      expect((await as('POST', 'account/confirmTwoFactorAuth', { code: '12345' })).body.error.invalid_parameters).toEqual({
        code: ['validation.twoFactorCode'],
      });
      const wrong = authenticatorCode(secret) === '000000' ? '000001' : '000000';
      expect((await as('POST', 'account/confirmTwoFactorAuth', { code: wrong })).body.error.type).toBe('InvalidParameterException');
      expect((await as('POST', 'account/confirmTwoFactorAuth', { code: authenticatorCode(secret) })).body.payload).toEqual({
        two_factor_auth: true,
      });
      expect((await as('GET', 'account/getInfo')).body.payload.two_factor_auth).toBe(true);
      expect((await as('POST', 'account/confirmTwoFactorAuth', { code: authenticatorCode(secret, 1) })).body.error.type).toBe(
        'InvalidRequestException',
      );

      expect((await as('POST', 'account/changeTwoFactorAuth')).body.error.invalid_parameters).toEqual({ code: ['validation.required'] });
      expect((await as('POST', 'account/changeTwoFactorAuth', { code: authenticatorCode(secret, 1) })).body.payload).toEqual({
        two_factor_auth: false,
      });
      expect((await as('GET', 'account/getInfo')).body.payload.two_factor_auth).toBe(false);
    });

    it('confirmTwoFactorAuth before setup is an InvalidRequest', async () => {
      const other = await registerPlayer(app());
      const result = await api(app(), 'POST', 'account/confirmTwoFactorAuth', { cookie: other.cookie, body: { code: '123456' } });
      expect(result.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'two_factor_not_started' });
    });
  });
});
