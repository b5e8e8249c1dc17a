import type { Db } from '../../db/database';
import type { IdentityDocumentRow, IdentityDocumentsTable } from '../../db/tables/identity-verification';

export interface NewDocument {
  applicantId: number;
  side: IdentityDocumentsTable['side'];
  fileName: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

/** The demo provider's photos: one per applicant and side. */
export function createDocumentsRepository(db: Db) {
  return {
    listForApplicant(applicantId: number): Promise<IdentityDocumentRow[]> {
      return db.selectFrom('identity_documents').selectAll().where('applicant_id', '=', applicantId).orderBy('side').execute();
    },

    findById(id: number): Promise<IdentityDocumentRow | undefined> {
      return db.selectFrom('identity_documents').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Stores the side's photo, replacing an earlier one; resolves to the replaced file's name, if any. */
    async put(document: NewDocument): Promise<string | null> {
      const previous = await db
        .selectFrom('identity_documents')
        .select('file_name')
        .where('applicant_id', '=', document.applicantId)
        .where('side', '=', document.side)
        .forUpdate()
        .executeTakeFirst();
      const values = {
        file_name: document.fileName,
        width: document.width,
        height: document.height,
        bytes: document.bytes,
        sha256: document.sha256,
        uploaded_at: new Date(),
      };
      await db
        .insertInto('identity_documents')
        .values({ applicant_id: document.applicantId, side: document.side, ...values })
        .onConflict((conflict) => conflict.columns(['applicant_id', 'side']).doUpdateSet(values))
        .execute();
      return previous?.file_name ?? null;
    },

    /** Removes the side's photo; resolves to its file's name, if there was one. */
    async remove(applicantId: number, side: IdentityDocumentsTable['side']): Promise<string | null> {
      const removed = await db
        .deleteFrom('identity_documents')
        .where('applicant_id', '=', applicantId)
        .where('side', '=', side)
        .returning('file_name')
        .executeTakeFirst();
      return removed?.file_name ?? null;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
