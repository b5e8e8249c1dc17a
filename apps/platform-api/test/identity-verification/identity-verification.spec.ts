import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { api, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { signedInStaffMember, staffCall } from '../staff/staff-member';
import { jpegWithExif, png, pngBombHeader, uploadPhoto } from './upload-fixtures';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

describe('identity verification (sumsub calls, demo provider, review in the back office)', () => {
  let testApp: TestApp;
  let dataDir: string;
  let photo: Buffer;
  /** A compliance officer's staff session: the demo provider's reviewers are in the back office. */
  let compliance: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nfx-kyc-'));
    testApp = await createTestApp({ dataDir });
    photo = await jpegWithExif();
    compliance = (await signedInStaffMember(testApp, 'compliance')).cookie;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const app = () => testApp.app;
  const call = (player: Player, verb: 'GET' | 'POST', method: string, body?: Record<string, string>) =>
    api(app(), verb, `sumsub/${method}`, { cookie: player.cookie, body });
  const tokenFor = async (player: Player) => (await call(player, 'POST', 'getAccessToken')).body.payload.token as string;
  const info = async (player: Player) => (await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload;

  /** The back office's review queue as the compliance team reads it. */
  const reviewQueue = async () => (await staffCall(app(), 'kycQueue', compliance)).body.payload;

  async function applicantRowOf(player: Player) {
    return testApp.database.db.selectFrom('identity_applicants').selectAll().where('account_id', '=', player.uid).executeTakeFirstOrThrow();
  }

  async function submitIdCard(player: Player) {
    const token = await tokenFor(player);
    expect((await uploadPhoto(app(), { token, side: 'document_front', document_type: 'id_card' }, photo)).body.status).toBe('ok');
    expect(
      (await uploadPhoto(app(), { token, side: 'document_back' }, await png(700, 500), { contentType: 'image/png' })).body.status,
    ).toBe('ok');
    expect((await uploadPhoto(app(), { token, side: 'selfie' }, await jpegWithExif(600, 800))).body.status).toBe('ok');
    return call(player, 'POST', 'submitDocuments', { token });
  }

  it('answers none before the player starts, and only to signed-in players', async () => {
    const player = await registerPlayer(app());
    expect((await call(player, 'GET', 'getStatus')).body.payload).toEqual({
      status: 'none',
      applicant_id: '',
      document_type: null,
      documents: [],
      missing: ['document_front', 'selfie'],
      reject_reason: null,
      submitted_at: null,
      reviewed_at: null,
    });
    for (const method of ['createApplicant', 'getAccessToken'])
      expect((await api(app(), 'POST', `sumsub/${method}`)).body.error.type).toBe('AuthorizationException');
    expect((await api(app(), 'GET', 'sumsub/getStatus')).statusCode).toBe(401);
  });

  it('creates one applicant per player and hands out tokens for the upload step', async () => {
    const player = await registerPlayer(app());
    const first = await call(player, 'POST', 'createApplicant');
    expect(first.body.payload).toMatchObject({ status: 'init', applicant_id: expect.stringMatching(/^demo-[0-9a-f]{24}$/) });
    expect((await call(player, 'POST', 'createApplicant')).body.payload.applicant_id).toBe(first.body.payload.applicant_id);
    const token = await call(player, 'POST', 'getAccessToken', { externalActionId: 'withdrawal-17' });
    expect(token.body.payload).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      applicant_id: first.body.payload.applicant_id,
      provider: 'demo',
      document_upload: 'api',
    });
    expect(Date.parse(token.body.payload.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect((await applicantRowOf(player)).external_action_id).toBe('withdrawal-17');
    expect((await call(player, 'POST', 'getAccessToken', { externalActionId: 'a b' })).body.error.invalid_parameters).toEqual({
      externalActionId: ['validation.regex'],
    });
    // A new token replaces the previous one.
    await call(player, 'POST', 'getAccessToken');
    const stale = await uploadPhoto(app(), { token: token.body.payload.token, side: 'selfie' }, photo);
    expect(stale.body.error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { token: ['validation.invalidToken'] },
    });
  });

  describe('uploads', () => {
    let player: Player;
    let token: string;
    beforeAll(async () => {
      player = await registerPlayer(app());
      token = await tokenFor(player);
    });

    it('re-encodes a photo: upright, JPEG, without EXIF, stored under DATA_DIR for this process only', async () => {
      const turned = await jpegWithExif(800, 600, 6);
      const result = await uploadPhoto(app(), { token, side: 'document_front', document_type: 'passport' }, turned);
      expect(result.body.payload).toMatchObject({
        status: 'init',
        document_type: 'passport',
        documents: [{ side: 'document_front', width: 600, height: 800, uploaded_at: expect.any(String) }],
        missing: ['selfie'],
      });
      const row = await testApp.database.db.selectFrom('identity_documents').selectAll().executeTakeFirstOrThrow();
      const file = path.join(dataDir, 'identity-documents', row.file_name);
      const stored = await fs.readFile(file);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes('SpyPhone')).toBe(false);
      expect(stored.includes('Secret Person')).toBe(false);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    });

    it('takes PNG and WebP by their content, whatever name and type the browser gave', async () => {
      const webp = await sharp(await png(900, 700))
        .webp()
        .toBuffer();
      const result = await uploadPhoto(app(), { token, side: 'selfie' }, webp, {
        contentType: 'application/octet-stream',
        filename: 'me.txt',
      });
      expect(result.body.payload.documents).toContainEqual(expect.objectContaining({ side: 'selfie', width: 900, height: 700 }));
      expect(result.body.payload.missing).toEqual([]);
    });

    it.each([
      ['a text file', () => Buffer.from('just some text, not a picture'), ['validation.image']],
      ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), ['validation.image']],
      ['a GIF', () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), ['validation.image']],
      ['a truncated JPEG', async () => (await jpegWithExif()).subarray(0, 2000), ['validation.image']],
      ['a photo under 640 × 480', () => png(320, 240), ['validation.imageTooSmall?width=640&height=480']],
      ['a header claiming 400 megapixels', async () => pngBombHeader(), ['validation.imageTooManyPixels?max=50']],
      [
        'a file over 8 MB',
        async () => Buffer.concat([await jpegWithExif(), Buffer.alloc(9 * 1024 * 1024)]),
        ['validation.imageTooLarge?max=8'],
      ],
      ['an empty file', () => Buffer.alloc(0), ['validation.image']],
    ] as const)('refuses %s with a field error and keeps nothing', async (_label, makeFile, messages) => {
      const before = await fs.readdir(path.join(dataDir, 'identity-documents'), { recursive: true });
      const rows = await testApp.database.db.selectFrom('identity_documents').selectAll().execute();
      const result = await uploadPhoto(app(), { token, side: 'document_front', document_type: 'passport' }, await makeFile());
      expect(result.statusCode).toBe(400);
      expect(result.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: { file: messages } });
      expect(await fs.readdir(path.join(dataDir, 'identity-documents'), { recursive: true })).toEqual(before);
      expect(await testApp.database.db.selectFrom('identity_documents').selectAll().execute()).toEqual(rows);
    });

    it('refuses a wrong, expired or missing token, a file sent as text, and bad sides', async () => {
      const wrong = await uploadPhoto(app(), { token: 'x'.repeat(32), side: 'selfie' }, photo);
      expect(wrong.body.error).toMatchObject({ code: 'invalid_token', invalid_parameters: { token: ['validation.invalidToken'] } });
      expect((await uploadPhoto(app(), { side: 'selfie' }, photo)).body.error.invalid_parameters).toEqual({
        token: ['validation.required'],
      });
      expect((await uploadPhoto(app(), { token, side: 'selfie', file: 'not a file' }, null)).body.error.invalid_parameters).toEqual({
        file: ['validation.image'],
      });
      expect((await uploadPhoto(app(), { token, side: 'document_front' }, photo)).body.error.invalid_parameters).toEqual({
        document_type: ['validation.required'],
      });
      expect((await uploadPhoto(app(), { token, side: 'passport_page' }, photo)).body.error.invalid_parameters).toEqual({
        side: ['validation.oneOf?values=document_front%2Cdocument_back%2Cselfie'],
      });
      // The front here is a passport: it has no back.
      expect((await uploadPhoto(app(), { token, side: 'document_back' }, photo)).body.error.invalid_parameters).toEqual({
        side: ['validation.noBackSide'],
      });

      const other = await registerPlayer(app());
      const otherToken = await tokenFor(other);
      expect((await uploadPhoto(app(), { token: otherToken, side: 'document_back' }, photo)).body.error.invalid_parameters).toEqual({
        side: ['validation.documentFrontFirst'],
      });
      await testApp.database.db
        .updateTable('identity_applicants')
        .set({ upload_token_expires_at: new Date(Date.now() - 1000) })
        .where('account_id', '=', other.uid)
        .execute();
      expect((await uploadPhoto(app(), { token: otherToken, side: 'selfie' }, photo)).body.error.code).toBe('invalid_token');
    });

    it('takes at most 30 uploads a minute from one address', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1)
        statuses.push((await uploadPhoto(app(), { token, side: 'selfie' }, Buffer.from('x'), { remoteAddress: '127.0.9.9' })).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('a new front of a one-sided document drops the back of the previous one', async () => {
      const other = await registerPlayer(app());
      const otherToken = await tokenFor(other);
      await uploadPhoto(app(), { token: otherToken, side: 'document_front', document_type: 'driving_licence' }, photo);
      const back = await uploadPhoto(app(), { token: otherToken, side: 'document_back', document_type: 'driving_licence' }, photo);
      expect(back.body.payload.missing).toEqual(['selfie']);
      const mismatched = await uploadPhoto(app(), { token: otherToken, side: 'document_back', document_type: 'passport' }, photo);
      expect(mismatched.body.error.invalid_parameters).toEqual({ document_type: ['validation.oneOf?values=driving_licence'] });
      const passport = await uploadPhoto(app(), { token: otherToken, side: 'document_front', document_type: 'passport' }, photo);
      expect(passport.body.payload.documents.map((document: { side: string }) => document.side)).toEqual(['document_front']);
      const files = await fs.readdir(path.join(dataDir, 'identity-documents', String((await applicantRowOf(other)).id)));
      expect(files).toHaveLength(1);
    });
  });

  it('goes from upload to review: submitted, approved in the back office, verified and told by mail', async () => {
    const player = await registerPlayer(app(), { locale: 'de' });
    const token = await tokenFor(player);
    await uploadPhoto(app(), { token, side: 'document_front', document_type: 'id_card' }, photo);
    const early = await call(player, 'POST', 'submitDocuments', { token });
    expect(early.body.error).toMatchObject({
      code: 'documents_missing',
      invalid_parameters: { document_back: ['validation.required'], selfie: ['validation.required'] },
    });
    expect(await info(player)).toMatchObject({ is_on_verification: false, is_verified: false });

    const submitted = await submitIdCard(player);
    expect(submitted.body.payload).toMatchObject({ status: 'pending', missing: [], submitted_at: expect.any(String) });
    expect(await info(player)).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await call(player, 'POST', 'getAccessToken')).body.error).toMatchObject({
      type: 'InvalidRequestException',
      code: 'verification_pending',
    });
    expect((await uploadPhoto(app(), { token, side: 'selfie' }, photo)).body.error.code).toBe('invalid_token');

    const applicant = await applicantRowOf(player);
    const pending = (await reviewQueue()).pending.find((item: { id: number }) => item.id === applicant.id);
    expect(pending).toMatchObject({ login: player.email, status: 'pending' });
    const documents = await testApp.database.db
      .selectFrom('identity_documents')
      .selectAll()
      .where('applicant_id', '=', applicant.id)
      .execute();
    expect(documents).toHaveLength(3);
    expect(pending.documents.map((document: { id: number }) => document.id).sort()).toEqual(
      documents.map((document) => document.id).sort(),
    );
    const image = (await staffCall(app(), 'kycDocument', compliance, { id: String(documents[0]!.id) })).body.payload;
    expect(image.content_type).toBe('image/jpeg');
    expect((await sharp(Buffer.from(image.data, 'base64')).metadata()).format).toBe('jpeg');

    // The player's own session counts for nothing in the back office.
    expect((await staffCall(app(), 'approveKyc', player.cookie, { id: String(applicant.id) })).statusCode).toBe(401);
    expect((await staffCall(app(), 'approveKyc', compliance, { id: String(applicant.id) })).body.payload).toBe(1);
    expect(await info(player)).toMatchObject({ is_on_verification: false, is_verified: true });
    expect((await call(player, 'GET', 'getStatus')).body.payload).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
    const mail = await waitFor(
      () => lastMessageTo(app(), player.email),
      (message) => message?.subject === 'Deine Identität ist bestätigt',
    );
    expect(mail!.links).toEqual(['http://localhost:4200/de/profile/verification']);

    const stale = await staffCall(app(), 'rejectKyc', compliance, { id: String(applicant.id), reason: 'other' });
    expect(stale.body.error.code).toBe('kyc_not_pending');
    expect((await call(player, 'POST', 'getAccessToken')).body.error.code).toBe('already_verified');
    expect((await reviewQueue()).decided.map((item: { id: number }) => item.id)).toContain(applicant.id);
  });

  it('a rejection names its reason, and the player starts over with a new token', async () => {
    const player = await registerPlayer(app());
    await submitIdCard(player);
    const applicant = await applicantRowOf(player);
    const rejected = await staffCall(app(), 'rejectKyc', compliance, { id: String(applicant.id), reason: 'document_expired' });
    expect(rejected.body.payload).toBe(1);
    expect(await info(player)).toMatchObject({ is_on_verification: false, is_verified: false });
    expect((await call(player, 'GET', 'getStatus')).body.payload).toMatchObject({ status: 'rejected', reject_reason: 'document_expired' });
    const mail = await waitFor(
      () => lastMessageTo(app(), player.email),
      (message) => message?.subject === 'We could not verify your identity',
    );
    expect(mail!.body).toContain('the document has expired.');

    const token = await tokenFor(player);
    expect((await call(player, 'GET', 'getStatus')).body.payload).toMatchObject({ status: 'init', reject_reason: null, missing: [] });
    await uploadPhoto(app(), { token, side: 'document_front', document_type: 'id_card' }, await jpegWithExif(1024, 768));
    expect((await call(player, 'POST', 'submitDocuments', { token })).body.payload.status).toBe('pending');
  });

  it('shows demo pages and the demo provider only to this machine', async () => {
    const player = await registerPlayer(app());
    const remote = { remoteAddress: '203.0.113.7' };
    expect((await app().inject({ method: 'GET', url: '/demo/outbox', ...remote })).statusCode).toBe(404);
    const proxied = await app().inject({ method: 'GET', url: '/demo/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/sumsub/createApplicant?locale=en',
      headers: { cookie: player.cookie },
      ...remote,
    });
    expect(refused.json().error).toMatchObject({ type: 'InvalidRequestException', code: 'identity_verification_unavailable' });
    const token = await tokenFor(player);
    expect((await uploadPhoto(app(), { token, side: 'selfie' }, photo, remote)).body.error.code).toBe('identity_verification_unavailable');

    expect((await app().inject({ method: 'GET', url: '/demo/outbox' })).statusCode).toBe(200);
  });
});

describe('identity verification without demo mode', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ demoMode: false, dataDir: path.join(os.tmpdir(), 'nfx-kyc-unused') });
  });
  afterAll(() => testApp.close());

  it('has no provider: the calls say so, the demo pages do not exist', async () => {
    await testApp.database.db
      .insertInto('accounts')
      .values({ login: 'nodemo', locale: 'en', currency: 'USD', password_hash: null })
      .execute();
    const account = await testApp.database.db.selectFrom('accounts').select('id').where('login', '=', 'nodemo').executeTakeFirstOrThrow();
    const { sha256Hex } = await import('../../src/security/tokens');
    await testApp.database.db
      .insertInto('sessions')
      .values({ token_hash: sha256Hex('NoDemoSessionToken0000'), account_id: account.id, created_at: new Date(), last_seen_at: new Date() })
      .execute();
    const result = await api(testApp.app, 'POST', 'sumsub/getAccessToken', { cookie: 'sid=NoDemoSessionToken0000' });
    expect(result.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'identity_verification_unavailable' });
    expect((await api(testApp.app, 'GET', 'sumsub/getStatus', { cookie: 'sid=NoDemoSessionToken0000' })).body.payload.status).toBe('none');
    expect((await testApp.app.inject({ method: 'GET', url: '/demo/outbox' })).statusCode).toBe(404);
  });
});
