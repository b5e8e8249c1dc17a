import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { staffFeedbackCalls, staffKycCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { api, lastMessageTo, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';
import { jpegWithExif, uploadPhoto } from '../identity-verification/upload-fixtures';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall, type StaffMethod } from './staff-member';

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffKycCalls | keyof typeof staffFeedbackCalls, Record<string, string>> = {
  kycQueue: {},
  kycDocument: { id: '999999' },
  approveKyc: { id: '999999' },
  rejectKyc: { id: '999999', reason: 'document_expired' },
  feedback: { view: 'waiting' },
  markFeedbackAnswered: { id: '999999' },
  reopenFeedback: { id: '999999' },
};
const PERMISSION = {
  kycQueue: 'kyc',
  kycDocument: 'kyc',
  approveKyc: 'kyc',
  rejectKyc: 'kyc',
  feedback: 'feedback',
  markFeedbackAnswered: 'feedback',
  reopenFeedback: 'feedback',
} as const;
const HOLDER = { kyc: 'compliance', feedback: 'support' } as const;

/** The compliance team's KYC review and the support team's feedback inbox in the back office (issue 41). */
describe('staff KYC review and feedback inbox', () => {
  let testApp: TestApp;
  let dataDir: string;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let emails: Partial<Record<StaffRole, string>> = {};

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nfx-staff-kyc-'));
    testApp = await createTestApp({ dataDir });
    ({ cookies, emails } = await signedInStaffOfEveryRole(testApp));
  }, 240_000);
  afterAll(async () => {
    await testApp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const auditRows = async () => Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
  const auditOf = async (target: string) =>
    (await staffCall(app(), 'auditLog', cookies.compliance!, { target })).body.payload.items as Array<Record<string, unknown>>;
  const info = async (player: Player) => (await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).body.payload;

  /** A player sends an ID card's two sides and a selfie through the demo provider's upload step. */
  async function submitted(): Promise<{ player: Player; applicantId: number }> {
    const player = await registerPlayer(app());
    const token = (await api(app(), 'POST', 'sumsub/getAccessToken', { cookie: player.cookie })).body.payload.token as string;
    const photo = await jpegWithExif();
    for (const [side, extra] of [
      ['document_front', { document_type: 'id_card' }],
      ['document_back', {}],
      ['selfie', {}],
    ] as const)
      expect((await uploadPhoto(app(), { token, side, ...extra }, photo)).body.status).toBe('ok');
    expect((await api(app(), 'POST', 'sumsub/submitDocuments', { body: { token } })).body.payload.status).toBe('pending');
    const row = await db().selectFrom('identity_applicants').select('id').where('account_id', '=', player.uid).executeTakeFirstOrThrow();
    return { player, applicantId: row.id };
  }

  it('refuses every call without a staff session, with a player’s session, and for every role without the permission', async () => {
    const player = await registerPlayer(app());
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, (method) => PERMISSION[method as keyof typeof PERMISSION]),
      { cookies, playerCookie: player.cookie, holders: (permission) => [HOLDER[permission as keyof typeof HOLDER]], askHolders: true },
    );
    expect(await auditRows()).toBe(before);
  });

  describe('KYC review', () => {
    it('lists a submitted verification with its photos, approves it: the player is verified, told by mail, and the log says who', async () => {
      const { player, applicantId } = await submitted();
      const compliance = cookies.compliance!;
      const queue = (await staffCall(app(), 'kycQueue', compliance)).body.payload;
      const item = queue.pending.find((entry: { id: number }) => entry.id === applicantId);
      expect(item).toMatchObject({
        player_id: player.uid,
        login: player.email,
        status: 'pending',
        document_type: 'id_card',
        reject_reason: null,
        submitted_at: expect.any(String),
        reviewed_at: null,
      });
      expect(item.documents.map((document: { side: string }) => document.side).sort()).toEqual([
        'document_back',
        'document_front',
        'selfie',
      ]);

      const photo = (await staffCall(app(), 'kycDocument', compliance, { id: String(item.documents[0].id) })).body.payload;
      expect(photo).toMatchObject({ id: item.documents[0].id, content_type: 'image/jpeg' });
      const metadata = await sharp(Buffer.from(photo.data, 'base64')).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: item.documents[0].width, height: item.documents[0].height });
      expect(metadata.exif).toBeUndefined();

      expect((await staffCall(app(), 'approveKyc', compliance, { id: String(applicantId) })).body).toEqual({ status: 'ok', payload: 1 });
      expect(await info(player)).toMatchObject({ is_on_verification: false, is_verified: true });
      const mail = await waitFor(
        () => lastMessageTo(app(), player.email),
        (message) => message?.subject === 'Your identity is verified',
      );
      expect(mail).toBeDefined();
      const after = (await staffCall(app(), 'kycQueue', compliance)).body.payload;
      expect(after.pending.map((entry: { id: number }) => entry.id)).not.toContain(applicantId);
      expect(after.decided.find((entry: { id: number }) => entry.id === applicantId)).toMatchObject({
        status: 'approved',
        reviewed_at: expect.any(String),
      });

      const log = await auditOf(`player:${player.uid}`);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'kyc.approved',
        staff_email: emails.compliance,
        role: 'compliance',
        before: { applicant_id: applicantId, status: 'pending', document_type: 'id_card' },
        after: { status: 'approved' },
        reason: null,
      });

      // Decided already (a colleague, or a second click): refused, nothing changes, nothing logged.
      const again = await staffCall(app(), 'rejectKyc', compliance, { id: String(applicantId), reason: 'other' });
      expect(again.statusCode).toBe(400);
      expect(again.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'kyc_not_pending' });
      expect(await info(player)).toMatchObject({ is_verified: true });
      expect(await auditOf(`player:${player.uid}`)).toHaveLength(1);
    });

    it('rejects with the reason the player is told and a comment for the log; the player may send new photos', async () => {
      const { player, applicantId } = await submitted();
      const rejected = await staffCall(app(), 'rejectKyc', cookies.compliance!, {
        id: String(applicantId),
        reason: 'selfie_mismatch',
        comment: 'Selfie shows another person',
      });
      expect(rejected.body.payload).toBe(1);
      expect(await info(player)).toMatchObject({ is_on_verification: false, is_verified: false });
      expect((await api(app(), 'GET', 'sumsub/getStatus', { cookie: player.cookie })).body.payload).toMatchObject({
        status: 'rejected',
        reject_reason: 'selfie_mismatch',
      });
      expect((await api(app(), 'POST', 'sumsub/getAccessToken', { cookie: player.cookie })).body.status).toBe('ok');
      expect(await auditOf(`player:${player.uid}`)).toEqual([
        expect.objectContaining({
          action: 'kyc.rejected',
          after: { status: 'rejected', reject_reason: 'selfie_mismatch' },
          reason: 'Selfie shows another person',
        }),
      ]);
    });

    it('writes the decision and its audit row together: when the row cannot be written, the player is not verified', async () => {
      const { player, applicantId } = await submitted();
      const append = jest.spyOn(app().staff.auditLog, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
      try {
        expect((await staffCall(app(), 'approveKyc', cookies.compliance!, { id: String(applicantId) })).statusCode).toBe(500);
      } finally {
        append.mockRestore();
      }
      expect(await info(player)).toMatchObject({ is_on_verification: true, is_verified: false });
      const queue = (await staffCall(app(), 'kycQueue', cookies.compliance!)).body.payload;
      expect(queue.pending.map((entry: { id: number }) => entry.id)).toContain(applicantId);
    });

    it('leaves verifications of a provider with its own dashboard to that provider', async () => {
      const player = await registerPlayer(app());
      const row = await db()
        .insertInto('identity_applicants')
        .values({ account_id: player.uid, provider: 'sumsub', provider_applicant_id: `sumsub-${player.uid}`, status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const compliance = cookies.compliance!;
      expect((await staffCall(app(), 'kycQueue', compliance)).body.payload.pending.map((entry: { id: number }) => entry.id)).not.toContain(
        row.id,
      );
      const refused = await staffCall(app(), 'approveKyc', compliance, { id: String(row.id) });
      expect(refused.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'kyc_reviewed_by_provider' });
      const stored = await db().selectFrom('identity_applicants').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('pending');
      expect(await auditOf(`player:${player.uid}`)).toEqual([]);
    });

    it('answers bad input with 400 and the field named', async () => {
      const compliance = cookies.compliance!;
      const cases: Array<[StaffMethod, Record<string, string>, Record<string, unknown>]> = [
        ['approveKyc', {}, { id: ['validation.required'] }],
        ['approveKyc', { id: 'abc' }, { id: expect.any(Array) }],
        ['approveKyc', { id: '0' }, { id: expect.any(Array) }],
        [
          'rejectKyc',
          { id: '1', reason: 'looks_fishy' },
          { reason: ['validation.oneOf?values=document_unreadable%2Cdocument_expired%2Cdocument_mismatch%2Cselfie_mismatch%2Cother'] },
        ],
        ['rejectKyc', { id: '1' }, { reason: expect.any(Array) }],
        ['rejectKyc', { id: '1', reason: 'other', comment: 'x'.repeat(501) }, { comment: expect.any(Array) }],
        ['kycDocument', { id: '-5' }, { id: expect.any(Array) }],
        ['kycDocument', { id: '2147483647' }, { id: ['validation.wrongField'] }],
      ];
      const before = await auditRows();
      for (const [method, body, fields] of cases) {
        const answer = await staffCall(app(), method, compliance, body);
        expect([method, body, answer.statusCode]).toEqual([method, body, 400]);
        expect(answer.body.error).toMatchObject({ type: 'InvalidParameterException', invalid_parameters: fields });
      }
      expect(await auditRows()).toBe(before);
    });
  });

  describe('feedback inbox', () => {
    /** A message sent through the support page's form, from an address of its own (the form takes 10 a minute per client). */
    async function sent(message: string, from: { name?: string; email?: string; cookie?: string } = {}) {
      const answer = await api(app(), 'POST', 'support/sendFeedback', {
        body: { name: from.name ?? 'Anna Berg', email: from.email ?? 'anna@example.com', message },
        cookie: from.cookie,
        remoteAddress: `127.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 2}`,
      });
      expect(answer.body.status).toBe('ok');
      return (await db().selectFrom('feedback_messages').select('id').where('message', '=', message).executeTakeFirstOrThrow()).id;
    }
    const inbox = async (query: Record<string, string>) => (await staffCall(app(), 'feedback', cookies.support!, query)).body.payload;

    it('finds messages by text, sender or id, marks one answered and reopens it, each mark in the log', async () => {
      const marker = `payout-${Date.now()}`;
      const player = await registerPlayer(app());
      const id = await sent(`<b>Where</b> is my ${marker}?`, { name: 'Ola Nordmann', email: 'ola@example.com', cookie: player.cookie });
      const other = await sent(`Another question ${marker}`);

      const waiting = await inbox({ query: marker });
      expect(waiting.items.map((item: { id: number }) => item.id)).toEqual([id, other]);
      expect(waiting.items[0]).toEqual({
        id,
        player_id: player.uid,
        name: 'Ola Nordmann',
        email: 'ola@example.com',
        locale: 'en',
        message: `<b>Where</b> is my ${marker}?`,
        created_at: expect.any(String),
        answered_at: null,
      });
      expect(waiting.items[1].player_id).toBeNull();
      expect(waiting.has_more).toBe(false);
      expect(waiting.waiting).toBeGreaterThanOrEqual(2);
      expect((await inbox({ query: 'OLA@EXAMPLE' })).items.map((item: { id: number }) => item.id)).toContain(id);
      expect((await inbox({ query: `#${id}` })).items.map((item: { id: number }) => item.id)).toEqual([id]);
      expect((await inbox({ query: String(player.uid) })).items.map((item: { id: number }) => item.id)).toContain(id);
      expect((await inbox({ query: '%' })).items).toEqual([]);

      const support = cookies.support!;
      expect((await staffCall(app(), 'markFeedbackAnswered', support, { id: String(id) })).body).toEqual({ status: 'ok', payload: 1 });
      expect((await inbox({ query: marker })).items.map((item: { id: number }) => item.id)).toEqual([other]);
      const answered = await inbox({ view: 'answered', query: marker });
      expect(answered.items).toEqual([expect.objectContaining({ id, answered_at: expect.any(String) })]);
      expect(answered.waiting).toBe(waiting.waiting - 1);

      const twice = await staffCall(app(), 'markFeedbackAnswered', support, { id: String(id) });
      expect(twice.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'feedback_not_waiting' });
      expect((await staffCall(app(), 'reopenFeedback', support, { id: String(other) })).body.error.code).toBe('feedback_not_answered');

      expect((await staffCall(app(), 'reopenFeedback', support, { id: String(id) })).body.payload).toBe(1);
      expect((await inbox({ query: marker })).items.map((item: { id: number }) => item.id)).toEqual([id, other]);

      const log = await auditOf(`feedback:${id}`);
      expect(log.map((entry) => [entry.action, entry.staff_email, entry.before, entry.after])).toEqual([
        ['feedback.reopened', emails.support, { status: 'answered' }, { status: 'waiting' }],
        ['feedback.answered', emails.support, { status: 'waiting' }, { status: 'answered' }],
      ]);
    });

    it('pages the inbox 50 at a time', async () => {
      const marker = `paged-${Date.now()}`;
      for (let index = 0; index < 51; index += 1)
        await db()
          .insertInto('feedback_messages')
          .values({ account_id: null, locale: 'en', name: 'Flood', email: 'f@example.com', message: `${marker} ${index}` })
          .execute();
      const first = await inbox({ query: marker });
      expect(first.items).toHaveLength(50);
      expect(first.has_more).toBe(true);
      const second = await inbox({ query: marker, page: '2' });
      expect(second.items.map((item: { message: string }) => item.message)).toEqual([`${marker} 50`]);
      expect(second.has_more).toBe(false);
    });

    it('answers bad input with 400 and the field named, and changes nothing', async () => {
      const support = cookies.support!;
      const cases: Array<[StaffMethod, Record<string, string>, string]> = [
        ['feedback', { view: 'spam' }, 'view'],
        ['feedback', { page: '0' }, 'page'],
        ['feedback', { page: 'x' }, 'page'],
        ['feedback', { query: 'x'.repeat(255) }, 'query'],
        ['markFeedbackAnswered', {}, 'id'],
        ['markFeedbackAnswered', { id: '1.5' }, 'id'],
        ['reopenFeedback', { id: '99999999999' }, 'id'],
      ];
      const before = await auditRows();
      for (const [method, body, field] of cases) {
        const answer = await staffCall(app(), method, support, body);
        expect([method, body, answer.statusCode]).toEqual([method, body, 400]);
        expect(Object.keys(answer.body.error.invalid_parameters)).toEqual([field]);
      }
      const unknown = await staffCall(app(), 'markFeedbackAnswered', support, { id: '2147483647' });
      expect(unknown.body.error.code).toBe('feedback_not_waiting');
      expect(await auditRows()).toBe(before);
    });
  });
});
