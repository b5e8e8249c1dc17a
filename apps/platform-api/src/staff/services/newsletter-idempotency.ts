import { ApiError } from '@nfx/errors';
import type { Db } from '../../db/database';

/**
 * Idempotency-Keys of staff.sendNewsletter, in the money calls' table (`idempotent_requests`,
 * under the staff member's id and a call name no player call has). Unlike a money call
 * (`runOnce`), the work is sending messages, which no transaction can undo, and the players'
 * sender works outside any transaction: so the key is claimed and committed first (response
 * null: "being sent"), the messages go, then the answer is saved. A double click meanwhile is
 * refused as in progress instead of sending twice; a retry after the answer replays it.
 */
const CALL = 'staff.sendNewsletter';

export interface NewsletterAttempt {
  staffId: number;
  key: string;
  fingerprint: string;
}

const row = (db: Db, attempt: NewsletterAttempt) =>
  db
    .selectFrom('idempotent_requests')
    .select(['fingerprint', 'response'])
    .where('account_id', '=', attempt.staffId)
    .where('call', '=', CALL)
    .where('key', '=', attempt.key);

/** Claims the key; answers the first answer when this key already sent, else null (go ahead). */
export async function claimNewsletterKey<T>(db: Db, attempt: NewsletterAttempt): Promise<T | null> {
  const claimed = await db
    .insertInto('idempotent_requests')
    .values({ account_id: attempt.staffId, call: CALL, key: attempt.key, fingerprint: attempt.fingerprint, response: null })
    .onConflict((conflict) => conflict.columns(['account_id', 'call', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const first = await row(db, attempt).executeTakeFirstOrThrow();
  if (first.fingerprint !== attempt.fingerprint)
    throw new ApiError('InvalidRequest', 'This Idempotency-Key was already used for a different request', {
      code: 'idempotency_key_reused',
    });
  if (first.response === null) throw new ApiError('InvalidRequest', 'This newsletter is being sent', { code: 'newsletter_in_progress' });
  return (typeof first.response === 'string' ? JSON.parse(first.response) : first.response) as T;
}

/** Saves the answer a retry with the key replays (in the transaction of the send's audit row). */
export async function saveNewsletterAnswer(trx: Db, attempt: NewsletterAttempt, answer: unknown): Promise<void> {
  await trx
    .updateTable('idempotent_requests')
    .set({ response: JSON.stringify(answer) })
    .where('account_id', '=', attempt.staffId)
    .where('call', '=', CALL)
    .where('key', '=', attempt.key)
    .execute();
}

/** Gives the key back after a failed send, so the same request may be tried again. */
export async function releaseNewsletterKey(db: Db, attempt: NewsletterAttempt): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('account_id', '=', attempt.staffId)
    .where('call', '=', CALL)
    .where('key', '=', attempt.key)
    .where('response', 'is', null)
    .execute();
}
