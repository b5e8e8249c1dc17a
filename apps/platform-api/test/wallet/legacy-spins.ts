import type { Db } from '../../src/db/database';
import { spin } from '../../src/casino/services/slot/engine';
import { paytableFor } from '../../src/casino/services/slot/paytable';
import type { SpinGame } from '../../src/casino/services/slot/spin-service';

/**
 * A real-money spin as the slot played it before the ledger: the balance column debited and
 * credited in place, the round and its bet and win rows written with the balance after each. The
 * legacy import's tests build a database's history with it; nothing in the app writes like this
 * any more.
 */
export async function playLegacySpin(db: Db, accountId: number, game: SpinGame, stake: number, freeSpinPackId?: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['balance_main', 'currency'])
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let paid = stake;
    if (freeSpinPackId !== undefined) {
      const pack = await trx
        .updateTable('free_spin_packs')
        .set((eb) => ({ remaining_count: eb('remaining_count', '-', 1) }))
        .where('id', '=', freeSpinPackId)
        .returning('stake')
        .executeTakeFirstOrThrow();
      stake = pack.stake;
      paid = 0;
    }
    if (paid > account.balance_main) throw new Error('Stake exceeds the balance');
    const outcome = spin(paytableFor(game.rtp_bp), stake);
    const afterBet = Number(account.balance_main) - paid;
    const afterWin = afterBet + outcome.win;
    await trx.updateTable('accounts').set({ balance_main: afterWin }).where('id', '=', accountId).execute();
    const { id } = await trx
      .insertInto('game_rounds')
      .values({
        account_id: accountId,
        demo_token_hash: null,
        game_id: game.id,
        mode: 'play',
        stake: paid,
        win: outcome.win,
        currency: account.currency,
        player_name: 'legacy',
        outcome: JSON.stringify({ reels: outcome.reels, wins: outcome.wins }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('game_transactions')
      .values([
        { round_id: id, kind: 'bet', amount: paid, balance_after: afterBet },
        { round_id: id, kind: 'win', amount: outcome.win, balance_after: afterWin },
      ])
      .execute();
  });
}

/** A fun-money round as the old slot wrote it: no player money, nothing for the ledger. */
export async function playLegacyDemoSpin(db: Db, accountId: number, game: SpinGame, stake: number): Promise<void> {
  const outcome = spin(paytableFor(game.rtp_bp), stake);
  const { id } = await db
    .insertInto('game_rounds')
    .values({
      account_id: accountId,
      demo_token_hash: 'browser-token',
      game_id: game.id,
      mode: 'demo',
      stake,
      win: outcome.win,
      currency: 'FUN',
      player_name: '',
      outcome: JSON.stringify({ reels: outcome.reels, wins: outcome.wins }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('game_transactions')
    .values([
      { round_id: id, kind: 'bet', amount: stake, balance_after: 100_000 - stake },
      { round_id: id, kind: 'win', amount: outcome.win, balance_after: 100_000 - stake + outcome.win },
    ])
    .execute();
}
