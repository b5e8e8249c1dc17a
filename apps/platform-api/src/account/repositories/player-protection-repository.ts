import type { Db } from '../../db/database';
import type { PlayerLimitRow, PlayerProtectionRow, ProtectionLimitKind } from '../../db/tables/player-protection';

/** A row of the audit list as stored. */
export interface ProtectionAuditRow {
  id: number;
  created_at: Date;
  action: string;
  details: Record<string, unknown>;
}

/**
 * SQL over the protection tables. Every function takes the caller's handle, so the checks run in
 * the transaction of the spin or deposit they guard, and changes commit with their audit entry.
 */
export const playerProtectionRepository = {
  async settings(db: Db, accountId: number): Promise<PlayerProtectionRow | undefined> {
    return db.selectFrom('player_protection').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  async limits(db: Db, accountId: number): Promise<PlayerLimitRow[]> {
    return db.selectFrom('player_limits').selectAll().where('account_id', '=', accountId).execute();
  },

  /** Serialises one player's protection changes (two tabs raising and lowering at once). */
  async lockAccount(db: Db, accountId: number): Promise<{ currency: string; password_hash: string | null } | undefined> {
    return db.selectFrom('accounts').select(['currency', 'password_hash']).where('id', '=', accountId).forUpdate().executeTakeFirst();
  },

  async saveLimit(db: Db, row: Omit<PlayerLimitRow, 'updated_at'>): Promise<void> {
    const values = { ...row, updated_at: new Date() };
    await db
      .insertInto('player_limits')
      .values(values)
      .onConflict((oc) => oc.columns(['account_id', 'kind']).doUpdateSet(values))
      .execute();
  },

  async deleteLimit(db: Db, accountId: number, kind: ProtectionLimitKind): Promise<void> {
    await db.deleteFrom('player_limits').where('account_id', '=', accountId).where('kind', '=', kind).execute();
  },

  async saveSettings(db: Db, accountId: number, change: Partial<Omit<PlayerProtectionRow, 'account_id' | 'updated_at'>>): Promise<void> {
    const values = { ...change, updated_at: new Date() };
    await db
      .insertInto('player_protection')
      .values({ account_id: accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
  },

  async audit(db: Db, accountId: number, action: string, details: Record<string, unknown>, at = new Date()): Promise<void> {
    await db
      .insertInto('player_protection_audit')
      .values({ account_id: accountId, action, details: JSON.stringify(details), created_at: at })
      .execute();
  },

  async auditPage(db: Db, accountId: number, offset: number, limit: number): Promise<{ items: ProtectionAuditRow[]; total: number }> {
    const items = await db
      .selectFrom('player_protection_audit')
      .select(['id', 'created_at', 'action', 'details'])
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const { total } = await db
      .selectFrom('player_protection_audit')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { items: items.map((row) => ({ ...row, id: Number(row.id) })), total: Number(total) };
  },

  /** The start of the player's most recently active live session (what a spin without a session at hand belongs to). */
  async latestSessionStart(db: Db, accountId: number): Promise<Date | undefined> {
    const row = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('account_id', '=', accountId)
      .orderBy('last_seen_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  },

  async sessionStart(db: Db, tokenHash: string): Promise<Date | undefined> {
    const row = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst();
    return row?.created_at;
  },
};
