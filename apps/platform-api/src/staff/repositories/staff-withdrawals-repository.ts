import type { Db } from '../../db/database';
import { MANUAL_PAYOUT_PREFIX } from '../../cashier/providers/stripe-provider';

export type WithdrawalsView = 'pending' | 'processing' | 'decided';

/** The withdrawals queue as the payments team reads it (the cashier owns the rows; staff only read them here). */
export function createStaffWithdrawalsRepository() {
  return {
    async list(db: Db, view: WithdrawalsView) {
      let query = db
        .selectFrom('withdrawals as w')
        .innerJoin('accounts as a', 'a.id', 'w.account_id')
        .select([
          'w.id',
          'w.account_id',
          'a.login',
          'w.amount',
          'w.currency',
          'w.method',
          'w.status',
          'w.requisites',
          'w.created_at',
          'w.updated_at',
          'w.decline_reason',
          'w.provider_payout_id',
        ]);
      query =
        view === 'decided'
          ? query.where('w.status', 'not in', ['pending', 'processing']).orderBy('w.updated_at', 'desc')
          : query.where('w.status', '=', view).orderBy('w.id');
      const rows = await query.limit(200).execute();
      return rows.map((row) => ({
        ...row,
        awaitsManualPayout: row.status === 'processing' && Boolean(row.provider_payout_id?.startsWith(MANUAL_PAYOUT_PREFIX)),
      }));
    },

    async find(db: Db, id: number) {
      return db
        .selectFrom('withdrawals')
        .select(['id', 'account_id', 'status', 'amount', 'currency'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type StaffWithdrawalsRepository = ReturnType<typeof createStaffWithdrawalsRepository>;
