import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ApplicantRow, ApplicantStatus } from '../../db/tables/identity-verification';

export interface NewApplicant {
  accountId: number;
  provider: string;
  providerApplicantId: string;
}

/** Identity verifications, one per account; status changes are conditional writes, so a retried or raced step changes nothing twice. */
export function createApplicantsRepository(db: Db) {
  /**
   * The documents are with the reviewer: → pending, with no open rejection and the upload token
   * spent, when `from` holds for the applicant's current state. False when it did not.
   */
  async function toPending(
    id: number,
    now: Date,
    from: (where: ExpressionBuilder<Database, 'identity_applicants'>) => Expression<SqlBool>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('identity_applicants')
      .set({
        status: 'pending',
        reject_reason: null,
        submitted_at: now,
        reviewed_at: null,
        upload_token_hash: null,
        upload_token_expires_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where(from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    findByAccount(accountId: number): Promise<ApplicantRow | undefined> {
      return db.selectFrom('identity_applicants').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    },

    findById(id: number): Promise<ApplicantRow | undefined> {
      return db.selectFrom('identity_applicants').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The applicant a provider's webhook names, by the provider's id for it. */
    findByProviderApplicantId(provider: string, providerApplicantId: string): Promise<ApplicantRow | undefined> {
      return db
        .selectFrom('identity_applicants')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_applicant_id', '=', providerApplicantId)
        .executeTakeFirst();
    },

    findByUploadTokenHash(tokenHash: string): Promise<ApplicantRow | undefined> {
      return db.selectFrom('identity_applicants').selectAll().where('upload_token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The account's applicant, created once (two first requests at once create one). */
    async createOnce(applicant: NewApplicant): Promise<ApplicantRow> {
      await db
        .insertInto('identity_applicants')
        .values({
          account_id: applicant.accountId,
          provider: applicant.provider,
          provider_applicant_id: applicant.providerApplicantId,
          status: 'init',
        })
        .onConflict((conflict) => conflict.column('account_id').doNothing())
        .execute();
      return db.selectFrom('identity_applicants').selectAll().where('account_id', '=', applicant.accountId).executeTakeFirstOrThrow();
    },

    async setUploadToken(id: number, token: { hash: string; expiresAt: Date; externalActionId: string | null }): Promise<void> {
      await db
        .updateTable('identity_applicants')
        .set({
          upload_token_hash: token.hash,
          upload_token_expires_at: token.expiresAt,
          external_action_id: token.externalActionId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A rejected verification starts over: documents may be replaced and sent again (not after a final rejection). */
    async restart(id: number): Promise<void> {
      await db
        .updateTable('identity_applicants')
        .set({ status: 'init', reject_reason: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'rejected')
        .where('reject_final', '=', false)
        .execute();
    },

    /**
     * The provider has the documents (its SDK sent them): init, or a rejection the player may
     * answer, → pending. False when it was pending already, decided, or finally rejected.
     */
    markPending(id: number, now: Date): Promise<boolean> {
      return toPending(id, now, (where) =>
        where.or([where('status', '=', 'init'), where.and([where('status', '=', 'rejected'), where('reject_final', '=', false)])]),
      );
    },

    /** Locks the applicant for a change of its documents; its status as of the lock. */
    async lockStatus(id: number): Promise<ApplicantStatus | undefined> {
      const row = await db.selectFrom('identity_applicants').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
      return row?.status;
    },

    async setDocumentType(id: number, documentType: string): Promise<void> {
      await db
        .updateTable('identity_applicants')
        .set({ document_type: documentType, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** init → pending; the upload token is spent. False when the applicant was not collecting documents. */
    submit(id: number, now: Date): Promise<boolean> {
      return toPending(id, now, (where) => where('status', '=', 'init'));
    },

    /** pending → approved or rejected. False when it was not waiting for a review (decided twice, or withdrawn). */
    async decide(
      id: number,
      decision: {
        status: Extract<ApplicantStatus, 'approved' | 'rejected'>;
        rejectReason: string | null;
        rejectFinal?: boolean;
        now: Date;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('identity_applicants')
        .set({
          status: decision.status,
          reject_reason: decision.rejectReason,
          reject_final: decision.rejectFinal ?? false,
          reviewed_at: decision.now,
          updated_at: decision.now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A provider's applicants waiting for a review, oldest first. */
    listPending(provider: string): Promise<ApplicantRow[]> {
      return db
        .selectFrom('identity_applicants')
        .selectAll()
        .where('status', '=', 'pending')
        .where('provider', '=', provider)
        .orderBy('submitted_at')
        .orderBy('id')
        .execute();
    },

    /** The latest decisions on a provider's applicants, newest first. */
    listReviewed(provider: string, limit: number): Promise<ApplicantRow[]> {
      return db
        .selectFrom('identity_applicants')
        .selectAll()
        .where('status', 'in', ['approved', 'rejected'])
        .where('provider', '=', provider)
        .orderBy('reviewed_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ApplicantsRepository = ReturnType<typeof createApplicantsRepository>;
