import type { Db } from '../../db/database';

/** Reads of the programme for the calls (the writes are in `services/programme.ts` and `services/shop.ts`). */
export function createProgrammeRepository(db: Db) {
  return {
    /** The player's points, earned total and character; a player the programme has not met yet has none. */
    player(accountId: number) {
      return db
        .selectFrom('loyalty_players')
        .select(['points', 'earned', 'character_id'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },
    /** The character picked at registration (the account's), until the player changes it here. */
    async registeredCharacter(accountId: number): Promise<number | null> {
      const row = await db.selectFrom('accounts').select('character_id').where('id', '=', accountId).executeTakeFirst();
      return row?.character_id ?? null;
    },
    levels() {
      return db.selectFrom('loyalty_levels').selectAll().orderBy('position').execute();
    },
    quests(sysname?: string) {
      let query = db.selectFrom('loyalty_quests').selectAll().where('is_active', '=', true);
      if (sysname !== undefined) query = query.where('sysname', '=', sysname);
      return query.orderBy('position').orderBy('id').execute();
    },
    async questProgress(accountId: number | null): Promise<Map<number, { progress: number; completed: boolean }>> {
      if (accountId === null) return new Map();
      const rows = await db
        .selectFrom('loyalty_quest_progress')
        .select(['quest_id', 'progress', 'completed_at'])
        .where('account_id', '=', accountId)
        .execute();
      return new Map(rows.map((row) => [row.quest_id, { progress: row.progress, completed: row.completed_at !== null }]));
    },
    products() {
      return db.selectFrom('loyalty_products').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').execute();
    },
    async purchaseCounts(accountId: number | null): Promise<Map<number, number>> {
      if (accountId === null) return new Map();
      const rows = await db
        .selectFrom('loyalty_purchases')
        .select(['product_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('account_id', '=', accountId)
        .groupBy('product_id')
        .execute();
      return new Map(rows.map((row) => [row.product_id, Number(row.count)]));
    },
    /** Notifications not yet shown, marked shown in the same transaction: each is answered once. */
    takeNotifications(accountId: number) {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('loyalty_notifications')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('delivered_at', 'is', null)
          .orderBy('id')
          .limit(20)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length > 0) {
          await trx
            .updateTable('loyalty_notifications')
            .set({ delivered_at: new Date() })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        }
        return rows;
      });
    },
  };
}

export type ProgrammeRepository = ReturnType<typeof createProgrammeRepository>;
