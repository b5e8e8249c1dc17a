import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sha256Hex } from '../../src/security/tokens';
import { authenticatorCode, lastMessageTo } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { enrolledStaffMember, staffCall, STAFF_PASSWORD, type EnrolledStaff } from './staff-member';

/**
 * The content source's own endpoints (spec §7) under /nfx/: Strapi-shaped auth over staff
 * accounts. Each endpoint's success and refusal, the reset link's single use and expiry, the
 * sessions a new password ends, the audit rows, and no 5xx for hostile bodies.
 */

const NEW_PASSWORD = 'Another-pass#77';
let address = 0;

interface Answer {
  statusCode: number;
  // Answers are asserted field by field with `expect`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
  cookie?: string;
}

/** A request as a Strapi client makes it (JSON), each from its own address so per-address limits stay out of the way. */
async function nfx(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { body, cookie, payload, contentType }: { body?: unknown; cookie?: string; payload?: string; contentType?: string } = {},
): Promise<Answer> {
  address += 1;
  const response = await app.inject({
    method,
    url,
    remoteAddress: `127.0.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: {
      ...(method === 'POST' ? { 'content-type': contentType ?? 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(method === 'POST' ? { payload: payload ?? JSON.stringify(body ?? {}) } : {}),
  });
  const set = response.cookies.find((entry) => entry.name === 'nfx_staff');
  return {
    statusCode: response.statusCode,
    body: response.body ? JSON.parse(response.body) : undefined,
    headers: response.headers,
    ...(set?.value ? { cookie: `nfx_staff=${set.value}` } : {}),
  };
}

/** A second session of the member, as another browser would hold (made by the session service itself). */
async function anotherSession(testApp: TestApp, member: EnrolledStaff): Promise<string> {
  const token = await testApp.app.staff.sessions.start(testApp.database.db, { staffId: member.id, ip: '127.0.0.9', userAgent: 'other' });
  return `nfx_staff=${token}`;
}

async function auditActions(testApp: TestApp, staffId: number): Promise<string[]> {
  const rows = await testApp.database.db
    .selectFrom('staff_audit_log')
    .select('action')
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

const codeOf = (link: string) => new URL(link).searchParams.get('code') ?? '';

describe('the content source’s own endpoints (/nfx/users/me, /nfx/auth/*)', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const signIn = (member: EnrolledStaff, password = STAFF_PASSWORD, steps = 0) =>
    nfx(app, 'POST', '/nfx/auth/local', {
      body: { identifier: member.email, password, code: authenticatorCode(member.secret, steps) },
    });

  /** The newest reset link mailed to the member, or undefined. */
  const resetLinkOf = async (member: EnrolledStaff) => {
    const message = await lastMessageTo(app, member.email);
    return message?.links.find((link) => link.includes('/backoffice/reset-password'));
  };

  it('signs a staff member in with email, password and TOTP code: the staff cookie, the user, the audit row', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const answer = await signIn(member);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      user: {
        id: member.id,
        username: member.email,
        email: member.email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: 'content',
        permissions: ['cms'],
      },
    });
    expect(answer.body).not.toHaveProperty('jwt');
    expect(answer.cookie).toMatch(/^nfx_staff=/);
    expect(await auditActions(testApp, member.id)).toEqual(['staff.enrolled', 'staff.signed_in']);

    const me = await nfx(app, 'GET', '/nfx/users/me', { cookie: answer.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.body).toEqual(answer.body.user);
    // The same session opens the back office's own calls.
    expect((await staffCall(app, 'me', answer.cookie!)).body.payload).toMatchObject({ staff_id: member.id, permissions: ['cms'] });
  });

  it('refuses wrong credentials with 400 in Strapi’s error shape, and a missing or malformed field by name', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const wrongPassword = await signIn(member, 'Not-the-password#1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier, password or code', details: {} },
    });
    expect(wrongPassword.cookie).toBeUndefined();
    const wrongCode = await nfx(app, 'POST', '/nfx/auth/local', {
      body: { identifier: member.email, password: STAFF_PASSWORD, code: '000000' },
    });
    expect(wrongCode.body.error.message).toBe('Invalid identifier, password or code');

    const missing = await nfx(app, 'POST', '/nfx/auth/local', { body: { identifier: 'not-an-email', password: STAFF_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: '2 errors occurred: identifier must be an email address; code is required',
    });
    expect(missing.body.error.details.errors).toEqual([
      { path: ['identifier'], message: 'identifier must be an email address', name: 'ValidationError' },
      { path: ['code'], message: 'code is required', name: 'ValidationError' },
    ]);
    expect(await auditActions(testApp, member.id)).toEqual(['staff.enrolled']);
  });

  it('answers 401 on /users/me without a staff session, and for a player’s session cookie', async () => {
    for (const cookie of [undefined, 'nfx_staff=not-a-session-token', 'sid=PlayerSession000000']) {
      const answer = await nfx(app, 'GET', '/nfx/users/me', { cookie });
      expect(answer.statusCode).toBe(401);
      expect(answer.body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    }
  });

  it('refuses registration with 403: staff accounts are created by an administrator', async () => {
    const email = `self-${Date.now().toString(36)}@staff.example.com`;
    const answer = await nfx(app, 'POST', '/nfx/auth/local/register', { body: { username: 'me', email, password: STAFF_PASSWORD } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect(answer.body.error.message).toMatch(/^Register action is currently disabled: .*administrator/);
    expect(await app.staff.accounts.findByEmail(testApp.database.db, email)).toBeUndefined();
  });

  it('forgot-password mails a one-time link to a staff email, and answers an unknown email the same while sending nothing', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const known = await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: member.email.toUpperCase() } });
    const unknownEmail = `nobody-${Date.now().toString(36)}@staff.example.com`;
    const unknown = await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: unknownEmail } });
    expect([known.statusCode, known.body]).toEqual([200, { ok: true }]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await lastMessageTo(app, unknownEmail)).toBeUndefined();

    const link = await resetLinkOf(member);
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`${testApp.config.backofficeOrigin}/backoffice/reset-password`);
    // Only the token's sha256 is stored, for an hour.
    const rows = await testApp.database.db.selectFrom('staff_password_resets').selectAll().where('staff_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(codeOf(link!));
    const validMs = new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime();
    expect(validMs).toBe(60 * 60 * 1000);
    expect(await auditActions(testApp, member.id)).toEqual(['staff.enrolled', 'staff.password_reset_requested']);

    const badEmail = await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: 'x' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.error.message).toBe('email must be an email address');
  });

  it('sends nothing to a disabled account, and at most three links an hour to one account', async () => {
    const disabled = await enrolledStaffMember(testApp, 'content');
    await app.staff.accounts.disable(testApp.database.db, disabled.id, new Date());
    expect((await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: disabled.email } })).body).toEqual({ ok: true });
    expect(await lastMessageTo(app, disabled.email)).toBeUndefined();

    const member = await enrolledStaffMember(testApp, 'content');
    for (let i = 0; i < 5; i += 1) {
      expect((await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: member.email } })).body).toEqual({ ok: true });
    }
    const sent = await testApp.database.db
      .selectFrom('staff_password_resets')
      .select('token_hash')
      .where('staff_id', '=', member.id)
      .execute();
    expect(sent).toHaveLength(3);
  });

  it('reset-password sets the password, spends the link, ends every session and writes the audit row; the link works once', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const session = (await signIn(member, STAFF_PASSWORD, -1)).cookie!;
    await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: member.email } });
    const code = codeOf((await resetLinkOf(member))!);

    const mismatch = await nfx(app, 'POST', '/nfx/auth/reset-password', {
      body: { code, password: NEW_PASSWORD, passwordConfirmation: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.error.message).toBe('passwordConfirmation does not match the password');
    const tooShort = await nfx(app, 'POST', '/nfx/auth/reset-password', {
      body: { code, password: 'short#1', passwordConfirmation: 'short#1' },
    });
    expect(tooShort.body.error.message).toBe('password must be at least 12 characters');

    const reset = await nfx(app, 'POST', '/nfx/auth/reset-password', {
      body: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.user).toMatchObject({ id: member.id, email: member.email });
    expect((await nfx(app, 'GET', '/nfx/users/me', { cookie: session })).statusCode).toBe(401);
    expect(await auditActions(testApp, member.id)).toEqual([
      'staff.enrolled',
      'staff.signed_in',
      'staff.password_reset_requested',
      'staff.password_reset',
    ]);

    const again = await nfx(app, 'POST', '/nfx/auth/reset-password', {
      body: { code, password: 'Third-password#9', passwordConfirmation: 'Third-password#9' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'The password reset link is invalid, has expired or was already used',
    });
    expect((await signIn(member, STAFF_PASSWORD, 0)).statusCode).toBe(400);
    expect((await signIn(member, NEW_PASSWORD, 1)).statusCode).toBe(200);
  });

  it('refuses an expired reset link and an unknown one', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    await nfx(app, 'POST', '/nfx/auth/forgot-password', { body: { email: member.email } });
    const code = codeOf((await resetLinkOf(member))!);
    await sql`update staff_password_resets set expires_at = now() - interval '1 second' where staff_id = ${member.id}`.execute(
      testApp.database.db,
    );
    for (const attempt of [code, 'UnknownResetCode0000000000000000']) {
      const answer = await nfx(app, 'POST', '/nfx/auth/reset-password', {
        body: { code: attempt, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.error.message).toBe('The password reset link is invalid, has expired or was already used');
    }
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it('change-password checks the current password, ends the member’s other sessions and keeps this one', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const here = (await signIn(member)).cookie!;
    const elsewhere = await anotherSession(testApp, member);
    expect((await nfx(app, 'GET', '/nfx/users/me', { cookie: elsewhere })).statusCode).toBe(200);

    const anonymous = await nfx(app, 'POST', '/nfx/auth/change-password', {
      body: { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await nfx(app, 'POST', '/nfx/auth/change-password', {
      cookie: here,
      body: { currentPassword: 'Not-the-password#1', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error.message).toBe('The provided current password is invalid');
    const same = await nfx(app, 'POST', '/nfx/auth/change-password', {
      cookie: here,
      body: { currentPassword: STAFF_PASSWORD, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD },
    });
    expect(same.body.error.message).toBe('Your new password must be different than your current password');
    expect((await nfx(app, 'GET', '/nfx/users/me', { cookie: elsewhere })).statusCode).toBe(200);

    const changed = await nfx(app, 'POST', '/nfx/auth/change-password', {
      cookie: here,
      body: { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.user).toMatchObject({ id: member.id });
    expect((await nfx(app, 'GET', '/nfx/users/me', { cookie: here })).statusCode).toBe(200);
    expect((await nfx(app, 'GET', '/nfx/users/me', { cookie: elsewhere })).statusCode).toBe(401);
    expect(await auditActions(testApp, member.id)).toEqual(['staff.enrolled', 'staff.signed_in', 'staff.password_changed']);
    expect((await signIn(member, NEW_PASSWORD, 1)).statusCode).toBe(200);
  });

  it('email-confirmation redirects an open enrolment link to the back office’s enrolment page, and refuses any other', async () => {
    const { enrolmentUrl } = await app.staff.enrolment.createAccount(testApp.database.db, {
      email: `invited-${Date.now().toString(36)}@staff.example.com`,
      role: 'content',
      createdBy: null,
      publicOrigin: testApp.config.backofficeOrigin,
    });
    const token = new URL(enrolmentUrl).searchParams.get('token')!;
    const open = await app.inject({ method: 'GET', url: `/nfx/auth/email-confirmation?confirmation=${token}` });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`${testApp.config.backofficeOrigin}/backoffice/enrol?token=${token}`);

    for (const confirmation of ['UnknownEnrolmentToken000000000', 'bad token', '']) {
      const answer = await nfx(app, 'GET', `/nfx/auth/email-confirmation?confirmation=${encodeURIComponent(confirmation)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.error.name).toBe('ValidationError');
    }
    await sql`update staff_enrolments set expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(token)}`.execute(
      testApp.database.db,
    );
    const expired = await nfx(app, 'GET', `/nfx/auth/email-confirmation?confirmation=${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.body.error.message).toBe('The enrolment link is invalid, has expired or was already used');
  });

  it('answers a known provider’s callback "This provider is disabled" (400), and any other name 404', async () => {
    for (const provider of ['google', 'github', 'facebook']) {
      const answer = await nfx(app, 'GET', `/nfx/auth/${provider}/callback?access_token=x`);
      expect([provider, answer.statusCode, answer.body.error.message]).toEqual([provider, 400, 'This provider is disabled']);
    }
    const unknown = await nfx(app, 'GET', '/nfx/auth/not-a-provider/callback');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error.name).toBe('NotFoundError');
  });

  it('lists every endpoint on the OpenAPI page (which the security suite’s hostile-input test walks)', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/nfx/auth/local']!)).toEqual(['post']);
    for (const path of ['/nfx/auth/local/register', '/nfx/auth/forgot-password', '/nfx/auth/reset-password', '/nfx/auth/change-password'])
      expect(paths[path]).toHaveProperty('post');
    for (const path of ['/nfx/users/me', '/nfx/auth/email-confirmation', '/nfx/auth/{provider}/callback'])
      expect(paths[path]).toHaveProperty('get');
  });

  it('answers hostile bodies with a 4xx in Strapi’s shape, never a 5xx, and writes nothing', async () => {
    const member = await enrolledStaffMember(testApp, 'content');
    const cookie = (await signIn(member)).cookie!;
    const bodies: Array<{ payload: string; contentType: string }> = [
      { payload: '{"identifier":', contentType: 'application/json' },
      { payload: '[1,2,3]', contentType: 'application/json' },
      { payload: 'null', contentType: 'application/json' },
      { payload: '{"identifier":{"$gt":""},"password":["a","b"],"code":123456}', contentType: 'application/json' },
      { payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', contentType: 'application/json' },
      { payload: `{"email":"${'a'.repeat(5000)}@x.com","code":"\\ud800","password":"\\u0000"}`, contentType: 'application/json' },
      { payload: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: 'application/json' },
      { payload: 'identifier=%E0%A4%A&password=%zz', contentType: 'application/x-www-form-urlencoded' },
      { payload: "email=' OR '1'='1&code=x", contentType: 'application/x-www-form-urlencoded' },
      { payload: 'login=x', contentType: 'multipart/form-data' },
      { payload: 'x', contentType: 'application/x-evil' },
    ];
    const before = await sql<{
      n: string;
    }>`select (select count(*) from staff_password_resets) + (select count(*) from staff_audit_log) as n`.execute(testApp.database.db);
    for (const url of [
      '/nfx/auth/local',
      '/nfx/auth/local/register',
      '/nfx/auth/forgot-password',
      '/nfx/auth/reset-password',
      '/nfx/auth/change-password',
    ]) {
      for (const { payload, contentType } of bodies) {
        for (const who of [undefined, cookie]) {
          const answer = await nfx(app, 'POST', url, { payload, contentType, cookie: who });
          const context = `${url} ${contentType} ${payload.slice(0, 40)} → ${answer.statusCode}`;
          expect([context, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([context, true]);
          expect([context, answer.body.data, typeof answer.body.error.message]).toEqual([context, null, 'string']);
        }
      }
    }
    for (const query of ['confirmation=%00', 'confirmation=a&confirmation=b', `confirmation=${'x'.repeat(3000)}`]) {
      const answer = await nfx(app, 'GET', `/nfx/auth/email-confirmation?${query}`);
      expect([query, answer.statusCode]).toEqual([query, 400]);
    }
    const after = await sql<{
      n: string;
    }>`select (select count(*) from staff_password_resets) + (select count(*) from staff_audit_log) as n`.execute(testApp.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('the back office’s password calls over the same service (staff.forgotPassword, resetPassword, changePassword)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('mails a link, resets with it once, and changes a password while signed in', async () => {
    const app = testApp.app;
    const member = await enrolledStaffMember(testApp, 'payments');
    expect((await staffCall(app, 'forgotPassword', '', { email: member.email })).body).toEqual({ status: 'ok', payload: 1 });
    expect((await staffCall(app, 'forgotPassword', '', { email: 'nobody@staff.example.com' })).body).toEqual({ status: 'ok', payload: 1 });
    const link = (await lastMessageTo(app, member.email))!.links.find((entry) => entry.includes('/backoffice/reset-password'))!;
    const code = codeOf(link);
    const mismatch = await staffCall(app, 'resetPassword', '', { code, password: NEW_PASSWORD, passwordConfirmation: 'Something-else#1' });
    expect(mismatch.body.error.invalid_parameters).toEqual({ passwordConfirmation: ['validation.sameAs?field=password'] });
    const reset = await staffCall(app, 'resetPassword', '', { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(reset.body).toEqual({ status: 'ok', payload: 1 });
    const again = await staffCall(app, 'resetPassword', '', { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(again.body.error).toMatchObject({ type: 'InvalidParameterException', code: 'staff_reset_invalid' });

    const signedIn = await staffCall(app, 'signIn', '', {
      email: member.email,
      password: NEW_PASSWORD,
      code: authenticatorCode(member.secret),
    });
    const cookie = `nfx_staff=${signedIn.response.cookies.find((entry) => entry.name === 'nfx_staff')!.value}`;
    const other = await anotherSession(testApp, member);
    expect(
      (
        await staffCall(app, 'changePassword', '', {
          currentPassword: NEW_PASSWORD,
          password: STAFF_PASSWORD,
          passwordConfirmation: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    const wrong = await staffCall(app, 'changePassword', cookie, {
      currentPassword: 'Wrong-password#1',
      password: STAFF_PASSWORD,
      passwordConfirmation: STAFF_PASSWORD,
    });
    expect(wrong.body.error).toMatchObject({
      code: 'staff_current_password',
      invalid_parameters: { currentPassword: ['validation.wrongField'] },
    });
    const changed = await staffCall(app, 'changePassword', cookie, {
      currentPassword: NEW_PASSWORD,
      password: STAFF_PASSWORD,
      passwordConfirmation: STAFF_PASSWORD,
    });
    expect(changed.body).toEqual({ status: 'ok', payload: 1 });
    expect((await staffCall(app, 'me', cookie)).statusCode).toBe(200);
    expect((await staffCall(app, 'me', other)).statusCode).toBe(401);
    expect(await auditActions(testApp, member.id)).toEqual([
      'staff.enrolled',
      'staff.password_reset_requested',
      'staff.password_reset',
      'staff.signed_in',
      'staff.password_changed',
    ]);
  });
});
