import type { Db } from '../../src/db/database';
import type { Wallet } from '../../src/wallet';

let deposits = 0;

/**
 * Gives a player money the way the cashier will: a deposit from a test provider's clearing
 * account. For suites that set `accounts.balance_main` with SQL today, once the callers read the
 * ledger (see src/wallet/README.md, "Rewiring plan").
 */
export async function fundPlayer(wallet: Wallet, db: Db, playerId: number, currency: string, amount: number): Promise<void> {
  deposits += 1;
  const clearing = await wallet.accounts.clearing(db, 'test-deposits', currency);
  const main = await wallet.accounts.player(db, playerId, 'main', currency);
  await wallet.transfer(db, {
    key: `test-deposit:${playerId}:${deposits}:${Date.now()}`,
    kind: 'deposit',
    from: clearing,
    to: main,
    amount,
  });
}
