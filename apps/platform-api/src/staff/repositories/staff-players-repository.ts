import { sql } from 'kysely';
import type { Db } from '../../db/database';

const SEARCH_LIMIT = 50;
const SESSIONS_SHOWN = 20;
const HISTORY_SHOWN = 50;
const BONUSES_SHOWN = 50;
const NOTES_SHOWN = 100;

/** `%` and `_` typed by staff are searched for as themselves, not as wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** jsonb arrives parsed from pg and as text from some PGlite paths. */
const jsonObject = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

/**
 * What the back office reads about players. The rows belong to their areas (accounts, sessions,
 * protection, bonuses, ledger); staff only read them here, and write nothing but their own notes.
 */
export function createStaffPlayersRepository() {
  return {
    /** By id (digits), or a part of the login, email or name, newest players first. */
    async search(db: Db, query: string) {
      const pattern = `%${literal(query.toLowerCase())}%`;
      return db
        .selectFrom('accounts')
        .select(['id', 'login', 'email', 'first_name', 'last_name', 'fakename', 'country_code', 'currency', 'is_banned', 'reg_time'])
        .where((eb) =>
          eb.or([
            ...(/^\d{1,9}$/.test(query) ? [eb('id', '=', Number(query))] : []),
            eb(eb.fn('lower', ['login']), 'like', pattern),
            eb(eb.fn('lower', ['email']), 'like', pattern),
            eb(sql<string>`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', pattern),
          ]),
        )
        .orderBy('id', 'desc')
        .limit(SEARCH_LIMIT)
        .execute();
    },

    async sessions(db: Db, accountId: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
        .where('account_id', '=', accountId)
        .orderBy('last_seen_at', 'desc')
        .limit(SESSIONS_SHOWN)
        .execute();
    },

    async kycStatus(db: Db, accountId: number): Promise<string | null> {
      const row = await db.selectFrom('identity_applicants').select('status').where('account_id', '=', accountId).executeTakeFirst();
      return row?.status ?? null;
    },

    async limits(db: Db, accountId: number) {
      return db.selectFrom('player_limits').selectAll().where('account_id', '=', accountId).orderBy('kind').execute();
    },

    async exclusion(db: Db, accountId: number) {
      return db
        .selectFrom('player_protection')
        .select(['exclusion_kind', 'exclusion_started_at', 'exclusion_ends_at', 'exclusion_permanent'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    async protectionHistory(db: Db, accountId: number) {
      const rows = await db
        .selectFrom('player_protection_audit')
        .select(['created_at', 'action', 'details'])
        .where('account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(HISTORY_SHOWN)
        .execute();
      return rows.map((row) => ({ ...row, details: jsonObject(row.details) }));
    },

    async bonuses(db: Db, accountId: number) {
      return db
        .selectFrom('player_bonuses as b')
        .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
        .select([
          'b.id',
          'c.title',
          'b.wallet',
          'b.status',
          'b.amount',
          'b.currency',
          'b.wagering_required',
          'b.wagered',
          'b.source',
          'b.created_at',
          'b.expires_at',
        ])
        .where('b.account_id', '=', accountId)
        .orderBy('b.id', 'desc')
        .limit(BONUSES_SHOWN)
        .execute();
    },

    /**
     * One row per posting on the player's own accounts, newest first: a transfer between two of
     * them (a bonus converted to real money) shows on both, once as a debit and once as a credit.
     */
    async ledgerPage(db: Db, accountId: number, page: number, pageSize: number) {
      const side = (column: 'credit_account_id' | 'debit_account_id') =>
        db
          .selectFrom('ledger_transfers as t')
          .innerJoin('ledger_accounts as a', 'a.id', `t.${column}`)
          .where('a.player_id', '=', accountId)
          .select([
            't.id as transfer_id',
            't.created_at',
            't.kind',
            'a.kind as account',
            't.currency',
            't.reference_type',
            't.reference_id',
            column === 'credit_account_id' ? sql<number>`t.amount`.as('signed_amount') : sql<number>`-t.amount`.as('signed_amount'),
            column === 'credit_account_id'
              ? sql<number>`t.credit_balance_after`.as('balance_after')
              : sql<number>`t.debit_balance_after`.as('balance_after'),
          ]);
      const rows = await db
        .selectFrom(side('credit_account_id').unionAll(side('debit_account_id')).as('entries'))
        .selectAll()
        .orderBy('transfer_id', 'desc')
        .orderBy('account')
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
    },

    async notes(db: Db, accountId: number) {
      return db
        .selectFrom('staff_player_notes as n')
        .innerJoin('staff_accounts as s', 's.id', 'n.staff_id')
        .select(['n.id', 'n.created_at', 's.email as staff_email', 'n.text'])
        .where('n.account_id', '=', accountId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(NOTES_SHOWN)
        .execute();
    },

    async addNote(db: Db, note: { accountId: number; staffId: number; text: string }) {
      return db
        .insertInto('staff_player_notes')
        .values({ account_id: note.accountId, staff_id: note.staffId, text: note.text })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },
  };
}

export type StaffPlayersRepository = ReturnType<typeof createStaffPlayersRepository>;
