import { type FakeSumsub, startFakeSumsub } from '@nfx/provider-fakes/sumsub';
import { createSumsubClient, SumsubRequestError } from '../../src/identity-verification/services/sumsub-client';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const APP_TOKEN = 'sbx:fake-app-token';
const SECRET_KEY = 'fake-secret-key';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const LEVEL_NAME = 'id-and-liveness';
const WEBHOOK_PATH = '/api/identity-verification/webhooks/sumsub';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** Sumsub as the identity-verification provider, against a local fake of its API that checks every request's signature. */
describe('identity verification: Sumsub', () => {
  let testApp: TestApp;
  let fake: FakeSumsub;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const call = (player: Player, verb: 'GET' | 'POST', method: string, body?: Record<string, string>) =>
    api(app(), verb, `sumsub/${method}`, { cookie: player.cookie, body });
  const status = async (player: Player) => (await call(player, 'GET', 'getStatus')).body.payload;
  const account = async (player: Player) => (await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload;
  const webhookRows = () => db().selectFrom('identity_provider_webhooks').selectAll().execute();

  /** A player whose applicant exists at the fake; answers Sumsub's applicant id. */
  async function startedPlayer(): Promise<{ player: Player; applicantId: string }> {
    const player = await registerPlayer(app());
    const token = await call(player, 'POST', 'getAccessToken');
    expect(token.body.status).toBe('ok');
    return { player, applicantId: token.body.payload.applicant_id };
  }

  beforeAll(async () => {
    fake = await startFakeSumsub({ appToken: APP_TOKEN, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    testApp = await createTestApp({
      providers: {
        sumsub: { appToken: APP_TOKEN, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, levelName: LEVEL_NAME, apiUrl: fake.url },
        oidc: {},
      },
    });
    fake.setWebhookTarget(async (payload, headers) => {
      const response = await app().inject({ method: 'POST', url: WEBHOOK_PATH, payload, headers });
      return { status: response.statusCode, body: response.body };
    });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it('creates the applicant and WebSDK tokens at Sumsub with signed requests, once per player', async () => {
    const player = await registerPlayer(app());
    // The page shows Sumsub's WebSDK instead of the upload form.
    expect(await status(player)).toMatchObject({ status: 'none', document_upload: 'sdk' });
    const created = await call(player, 'POST', 'createApplicant');
    const applicant = fake.applicantOf(`player-${player.uid}`);
    expect(applicant).toMatchObject({ levelName: LEVEL_NAME });
    expect(created.body.payload).toMatchObject({ status: 'init', applicant_id: applicant!.id });
    expect((await call(player, 'POST', 'createApplicant')).body.payload.applicant_id).toBe(applicant!.id);

    const access = await call(player, 'POST', 'getAccessToken', { externalActionId: 'withdrawal-7' });
    expect(access.body.payload).toMatchObject({
      token: fake.accessTokens.at(-1)!.token,
      applicant_id: applicant!.id,
      provider: 'sumsub',
      document_upload: 'sdk',
    });
    expect(fake.accessTokens.at(-1)).toEqual({
      token: access.body.payload.token,
      userId: `player-${player.uid}`,
      levelName: LEVEL_NAME,
      ttlInSecs: 30 * 60,
      externalActionId: 'withdrawal-7',
    });
    expect(Date.parse(access.body.payload.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(fake.refusedRequests).toBe(0);
    // The documents go to Sumsub's WebSDK, never to the site's own upload calls.
    const submit = await api(app(), 'POST', 'sumsub/submitDocuments', { body: { token: access.body.payload.token } });
    expect(submit.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'upload_through_provider' });
  });

  it('finds the applicant Sumsub already has for the player instead of failing on its 409', async () => {
    const { player, applicantId } = await startedPlayer();
    await db().deleteFrom('identity_applicants').where('account_id', '=', player.uid).execute();
    expect((await call(player, 'POST', 'createApplicant')).body.payload.applicant_id).toBe(applicantId);
  });

  it('is refused by Sumsub with a wrong secret key or app token, and says so without the secrets', async () => {
    const before = fake.refusedRequests;
    for (const settings of [
      { appToken: APP_TOKEN, secretKey: 'not-the-secret' },
      { appToken: 'sbx:another-token', secretKey: SECRET_KEY },
    ]) {
      const client = createSumsubClient({ ...settings, apiUrl: fake.url });
      const error = await client.createApplicant({ externalUserId: 'player-0', levelName: LEVEL_NAME }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SumsubRequestError);
      expect((error as SumsubRequestError).status).toBe(401);
      expect((error as Error).message).not.toContain(settings.secretKey);
      expect((error as Error).message).not.toContain(settings.appToken);
    }
    const mismatch = await createSumsubClient({ appToken: APP_TOKEN, secretKey: 'x', apiUrl: fake.url })
      .createAccessToken({ userId: 'player-0', levelName: LEVEL_NAME, ttlInSecs: 60 })
      .catch((caught: unknown) => caught as SumsubRequestError);
    expect(mismatch).toMatchObject({ status: 401, errorCode: 4003 });
    expect(fake.refusedRequests).toBe(before + 3);
    expect(fake.applicantOf('player-0')).toBeUndefined();
  });

  it('puts the verification in review on applicantPending, and verifies it on a GREEN review: the withdrawal gate opens', async () => {
    const { player, applicantId } = await startedPlayer();
    await db()
      .updateTable('accounts')
      .set({ is_kyc_block_enabled: true, first_name: 'Demo', last_name: 'Player', birth_date: '1990-01-01', country_code: 'DE' })
      .where('id', '=', player.uid)
      .execute();
    app().players.forget(player.uid);
    const requirements = async () =>
      (await api(app(), 'GET', 'cashier/getwithdrawsettings', { cookie: player.cookie })).body.payload?.requirements;
    expect(await requirements()).toMatchObject({ verify_identity: true });

    const pending = await fake.sendWebhook(fake.pendingPayload(applicantId));
    expect([pending.status, JSON.parse(pending.body)]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await status(player)).toMatchObject({ status: 'pending', submitted_at: expect.any(String) });
    expect(await account(player)).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await call(player, 'POST', 'getAccessToken')).body.error.code).toBe('verification_pending');

    const reviewed = await fake.sendWebhook(fake.reviewedPayload(applicantId, { reviewAnswer: 'GREEN', rejectLabels: [] }));
    expect(JSON.parse(reviewed.body)).toEqual({ received: true, outcome: 'applied' });
    expect(await status(player)).toMatchObject({ status: 'approved', reject_reason: null });
    expect(await account(player)).toMatchObject({ is_on_verification: false, is_verified: true });
    expect(await requirements()).toMatchObject({ verify_identity: false });
  });

  it('a RETRY rejection names its reason and lets the player send documents again; a replay of it changes nothing', async () => {
    const { player, applicantId } = await startedPlayer();
    await fake.sendWebhook(fake.pendingPayload(applicantId));
    const rejection = await fake.sendWebhook(
      fake.reviewedPayload(applicantId, {
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
        moderationComment: 'We could not read your document.',
        clientComment: 'Blurry photo',
      }),
    );
    expect(JSON.parse(rejection.body)).toEqual({ received: true, outcome: 'applied' });
    expect(await status(player)).toMatchObject({ status: 'rejected', reject_reason: 'document_unreadable' });
    expect(await account(player)).toMatchObject({ is_on_verification: false, is_verified: false });

    // The player tries again in the WebSDK: a new token, the documents sent, in review again.
    expect((await call(player, 'POST', 'getAccessToken')).body.status).toBe('ok');
    await fake.sendWebhook(fake.pendingPayload(applicantId));
    expect(await status(player)).toMatchObject({ status: 'pending' });
    // The old rejection delivered again (Sumsub's retry, or a replay) does not reject the new submission.
    const replay = await fake.sendWebhook(rejection.payload);
    expect([replay.status, JSON.parse(replay.body)]).toEqual([200, { received: true, outcome: 'duplicate' }]);
    expect(await status(player)).toMatchObject({ status: 'pending' });
    expect((await webhookRows()).filter((row) => row.provider_applicant_id === applicantId)).toHaveLength(3);
  });

  it('a FINAL rejection names its reason and takes no more documents', async () => {
    const { player, applicantId } = await startedPlayer();
    await fake.sendWebhook(fake.pendingPayload(applicantId));
    await fake.sendWebhook(
      fake.reviewedPayload(applicantId, { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY', 'BAD_FACE_MATCHING'] }),
    );
    expect(await status(player)).toMatchObject({ status: 'rejected', reject_reason: 'document_mismatch' });
    expect((await call(player, 'POST', 'getAccessToken')).body.error).toMatchObject({ code: 'verification_rejected_final' });
    const pending = await fake.sendWebhook(fake.pendingPayload(applicantId));
    expect(JSON.parse(pending.body)).toEqual({ received: true, outcome: 'unchanged' });
    expect(await status(player)).toMatchObject({ status: 'rejected', reject_reason: 'document_mismatch' });
  });

  it('accepts the SHA-1 and SHA-512 digests Sumsub may use', async () => {
    for (const algorithm of ['HMAC_SHA1_HEX', 'HMAC_SHA512_HEX'] as const) {
      const { player, applicantId } = await startedPlayer();
      const answer = await fake.sendWebhook(fake.pendingPayload(applicantId), { algorithm });
      expect(answer.status).toBe(200);
      expect(await status(player)).toMatchObject({ status: 'pending' });
    }
  });

  it('refuses a forged, unsigned or tampered webhook with 401, changing nothing', async () => {
    const { player, applicantId } = await startedPlayer();
    const rowsBefore = (await webhookRows()).length;
    const green = JSON.stringify(fake.reviewedPayload(applicantId, { reviewAnswer: 'GREEN' }));
    const forged = await fake.sendWebhook(green, { secret: 'guessed-secret' });
    const unsigned = await fake.sendWebhook(green, { unsigned: true });
    const signed = await fake.sendWebhook(fake.pendingPayload(applicantId), {
      target: async (_payload, headers) => {
        // A genuine signature over another body.
        const response = await app().inject({ method: 'POST', url: WEBHOOK_PATH, payload: green, headers });
        return { status: response.statusCode, body: response.body };
      },
    });
    const unknownAlgorithm = await fake.sendWebhook(green, {
      target: async (payload, headers) => {
        const response = await app().inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          payload,
          headers: { ...headers, 'x-payload-digest-alg': 'HMAC_MD5_HEX' },
        });
        return { status: response.statusCode, body: response.body };
      },
    });
    for (const answer of [forged, unsigned, signed, unknownAlgorithm]) expect(answer.status).toBe(401);
    expect(await status(player)).toMatchObject({ status: 'init' });
    expect(await account(player)).toMatchObject({ is_on_verification: false, is_verified: false });
    expect(await webhookRows()).toHaveLength(rowsBefore);
  });

  it('lets Sumsub’s WebSDK load: its hosts in the CSP, the camera for its frame', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/sumsub/getStatus' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'frame-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://\\*\\.sumsub\\.com`));
    expect(csp).not.toMatch(/img-src [^;]*sumsub/);
    expect(response.headers['permissions-policy']).toContain('camera=(self "https://api.sumsub.com")');
  });

  it('answers 404 for an applicant it does not know and acknowledges types it does not act on', async () => {
    const rowsBefore = (await webhookRows()).length;
    const { applicantId } = await startedPlayer();
    const stranger = { ...fake.reviewedPayload(applicantId, { reviewAnswer: 'GREEN' }), applicantId: 'ffffffffffffffffffffffff' };
    const unknown = await fake.sendWebhook(stranger);
    expect([unknown.status, JSON.parse(unknown.body)]).toEqual([404, { error: 'unknown_applicant' }]);
    const other = await fake.sendWebhook({ ...fake.pendingPayload(applicantId), type: 'applicantPersonalInfoChanged' });
    expect([other.status, JSON.parse(other.body)]).toEqual([200, { received: true, outcome: 'ignored' }]);
    const notJson = await fake.sendWebhook('{"type":');
    expect(notJson.status).toBe(400);
    expect(await webhookRows()).toHaveLength(rowsBefore);
  });
});
