import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Reads of the programme for the calls, and a notification marked shown (the rules' writes are
 * in `services/programme.ts` and `services/shop.ts`).
 */
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
    /**
     * Notifications not yet shown, oldest first. Only reading: a toast marks its notification
     * shown once it opened (`markNotificationShown`), so a reload or a second tab before that
     * still gets it.
     */
    unshownNotifications(accountId: number) {
      return db
        .selectFrom('loyalty_notifications')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('delivered_at', 'is', null)
        .orderBy('id')
        .limit(20)
        .execute();
    },
    /**
     * Marks the player's notification shown (the first time only; again changes nothing).
     * False when the player has no notification with that id.
     */
    async markNotificationShown(accountId: number, id: number): Promise<boolean> {
      const row = await db
        .updateTable('loyalty_notifications')
        .set({ delivered_at: sql`coalesce(delivered_at, now())` })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ProgrammeRepository = ReturnType<typeof createProgrammeRepository>;
