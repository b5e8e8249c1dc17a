import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Free spins granted by another area (the loyalty shop, a bonus campaign) through the
 * `free_spins.granted` event: the pack is created in the player's current currency, in the relay's
 * transaction, so it exists exactly once per grant (unique per source and grant id). A game that no
 * longer exists or is switched off grants nothing (the event is not retried for ever over a
 * catalogue change). `free_spins.revoked` (the bonus ended) expires what is left of the pack.
 */
export function subscribeFreeSpinGrants(app: FastifyInstance): void {
  app.events.subscribe('casino.free-spin-grants', ['free_spins.granted', 'free_spins.revoked'], async (event, trx) => {
    if (event.type === 'free_spins.revoked') {
      const { accountId, source, grantId } = event.payload;
      await trx
        .updateTable('free_spin_packs')
        .set({ expires_at: event.recordedAt })
        .where('account_id', '=', accountId)
        .where('grant_source', '=', source)
        .where('grant_id', '=', grantId)
        .where('expires_at', '>', event.recordedAt)
        .execute();
      return;
    }
    const { accountId, gameSysname, count, stake, validDays, source, grantId } = event.payload;
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
        grant_source: source,
        grant_id: grantId,
      })
      .onConflict((conflict) => conflict.columns(['grant_source', 'grant_id']).where('grant_id', 'is not', null).doNothing())
      .execute();
  });
}
