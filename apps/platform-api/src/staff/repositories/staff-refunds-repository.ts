import type { Db } from '../../db/database';

export type RefundsView = 'refundable' | 'review' | 'refunded';

/** Deposit statuses of each view of the refunds page (the cashier owns the rows and the rules). */
const STATUSES = {
  refundable: ['success', 'partially_refunded'],
  review: ['refund_review'],
  refunded: ['refunded'],
} as const;

const LIMIT = 50;
/** A typed search matches itself only: LIKE's wildcards in it are escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Deposits as the payments team looks for one to refund; staff only read them here. */
export function createStaffRefundsRepository() {
  return {
    async list(db: Db, view: RefundsView, search?: string) {
      let query = db
        .selectFrom('deposits as d')
        .innerJoin('accounts as a', 'a.id', 'd.account_id')
        .select([
          'd.id',
          'd.account_id',
          'a.login',
          'a.email',
          'd.amount',
          'd.fee',
          'd.refunded',
          'd.currency',
          'd.method',
          'd.status',
          'd.requisites',
          'd.created_at',
          'd.updated_at',
        ])
        .where('d.status', 'in', [...STATUSES[view]]);
      if (search) {
        const pattern = `%${literal(search.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([
            // A number is a deposit id (`#123` as the pages write it), or part of a login.
            ...(/^#?\d{1,9}$/.test(search) ? [eb('d.id', '=', Number(search.replace('#', '')))] : []),
            eb(eb.fn('lower', ['a.login']), 'like', pattern),
            eb(eb.fn('lower', ['a.email']), 'like', pattern),
          ]),
        );
      }
      return query.orderBy('d.id', 'desc').limit(LIMIT).execute();
    },

    async find(db: Db, id: number) {
      return db.selectFrom('deposits').select(['id', 'status', 'amount', 'refunded', 'currency']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type StaffRefundsRepository = ReturnType<typeof createStaffRefundsRepository>;
