import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Free spins granted by another area (the loyalty shop) through the `free_spins.granted` event:
 * the pack is created in the player's current currency, in the relay's transaction, so it exists
 * exactly once per grant. A game that no longer exists or is switched off grants nothing (the
 * event is not retried for ever over a catalogue change).
 */
export function subscribeFreeSpinGrants(app: FastifyInstance): void {
  app.events.subscribe('casino.free-spin-grants', ['free_spins.granted'], async (event, trx) => {
    const { accountId, gameSysname, count, stake, validDays } = event.payload;
    const game = await trx
      .selectFrom('games')
      .select('id')
      .where('sysname', '=', gameSysname)
      .where('is_active', '=', true)
      .executeTakeFirst();
    const account = await trx.selectFrom('accounts').select('currency').where('id', '=', accountId).executeTakeFirst();
    if (!game || !account) return;
    await trx
      .insertInto('free_spin_packs')
      .values({
        account_id: accountId,
        game_id: game.id,
        total_count: count,
        remaining_count: count,
        stake,
        currency: account.currency,
        expires_at: new Date(event.recordedAt.getTime() + validDays * DAY_MS),
      })
      .execute();
  });
}
