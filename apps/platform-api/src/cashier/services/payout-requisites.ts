import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '@nfx/errors';
import type { PaymentMethod } from '../methods';
import { maskRequisites, requisitesDigest } from '../requisites';

/**
 * Where a payout may go (the rule behind `RequisitesOnVerification`). Money goes back where it came
 * from, so requisites a successful deposit of the player was paid from are theirs and need no
 * check: a card with the last four digits the provider reported for a card deposit, an IBAN or an
 * e-wallet address a bank-transfer or e-wallet deposit came from (by digest). Any other requisites
 * are new to us: the first withdrawal to them puts them on verification and is refused, and so is
 * every one after it until the payments team verifies them (`/backoffice/requisites`); rejected
 * requisites are refused like the blocklist's. The method itself must have paid a deposit first
 * (`RequisitesValidationRequired`, checked before this).
 */
export function createPayoutRequisites(app: FastifyInstance) {
  const db = app.database.db;

  /** Whether a successful deposit of the player came from these requisites. */
  async function provenByDeposit(accountId: number, method: PaymentMethod, requisites: Record<string, string>, digest: string) {
    let query = db
      .selectFrom('deposits')
      .select('id')
      .where('account_id', '=', accountId)
      .where('method_type', '=', method.type)
      // A partly refunded deposit still came from there and kept the rest of its money.
      .where('status', 'in', ['success', 'partially_refunded']);
    const card = requisites['card_number'];
    // The provider takes the card on its own page and tells us only its last four digits.
    query = card
      ? query.where(sql<string>`requisites->>'card_number'`, '=', `**** ${card.slice(-4)}`)
      : query.where('payer_digest', '=', digest);
    return Boolean(await query.executeTakeFirst());
  }

  /** Refuses a payout to requisites that are on verification or rejected; puts new ones on verification. */
  async function assertVerified(accountId: number, method: PaymentMethod, requisites: Record<string, string>): Promise<void> {
    const digest = requisitesDigest(requisites);
    if (!digest) return;
    const known = await db
      .selectFrom('cashier_payout_requisites')
      .select('status')
      .where('account_id', '=', accountId)
      .where('digest', '=', digest)
      .executeTakeFirst();
    if (known?.status === 'verified') return;
    if (known?.status === 'rejected') throw new ApiError('RequisitesFraudulent', 'These requisites cannot receive payouts');
    if (!known && (await provenByDeposit(accountId, method, requisites, digest))) return;
    if (!known)
      await db
        .insertInto('cashier_payout_requisites')
        .values({
          account_id: accountId,
          digest,
          method: method.sysname,
          requisites: JSON.stringify(maskRequisites(requisites)),
          status: 'verifying',
        })
        .onConflict((conflict) => conflict.columns(['account_id', 'digest']).doNothing())
        .execute();
    throw new ApiError('RequisitesOnVerification', 'These requisites are new and being verified before a payout can go to them', {
      errorData: { method: method.sysname },
    });
  }

  /** Requisites waiting for the operator, oldest first, and the latest answers. */
  async function reviewQueue() {
    const columns = [
      'r.account_id',
      'r.digest',
      'r.method',
      'r.requisites',
      'r.status',
      'r.created_at',
      'r.decided_at',
      'a.login',
    ] as const;
    const query = db.selectFrom('cashier_payout_requisites as r').innerJoin('accounts as a', 'a.id', 'r.account_id').select(columns);
    const waiting = await query.where('r.status', '=', 'verifying').orderBy('r.created_at').limit(100).execute();
    const decided = await query.where('r.status', '!=', 'verifying').orderBy('r.decided_at', 'desc').limit(20).execute();
    return { waiting, decided };
  }

  /** The operator's answer; false when the requisites were not waiting (answered already). */
  async function decide(accountId: number, digest: string, answer: 'verify' | 'reject'): Promise<boolean> {
    const updated = await db
      .updateTable('cashier_payout_requisites')
      .set({ status: answer === 'verify' ? 'verified' : 'rejected', decided_at: new Date() })
      .where('account_id', '=', accountId)
      .where('digest', '=', digest)
      .where('status', '=', 'verifying')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  return { assertVerified, reviewQueue, decide };
}

export type PayoutRequisites = ReturnType<typeof createPayoutRequisites>;
