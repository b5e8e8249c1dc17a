import type { Db } from '../../src/db/database';
import type { Wallet } from '../../src/wallet';
import { freshCurrency, freshPlayerId } from './wallet-databases';

let deposits = 0;

/** Gives a player money the way the cashier does: a deposit from a test provider's clearing account. */
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

/**
 * Brings a player's balance of one kind to exactly `amount` (a test's starting point), with a
 * correction against the currency's opening-balance account, as an operator's adjustment would.
 */
export async function setPlayerBalance(
  wallet: Wallet,
  db: Db,
  playerId: number,
  currency: string,
  amount: number,
  kind: 'main' | 'bonus' | 'betting_bonus' = 'main',
): Promise<void> {
  deposits += 1;
  const account = await wallet.accounts.player(db, playerId, kind, currency);
  const opening = await wallet.accounts.opening(db, currency);
  const difference = amount - (await wallet.balance(db, account));
  if (difference === 0) return;
  const key = `test-balance:${playerId}:${kind}:${deposits}:${Date.now()}`;
  await wallet.transfer(
    db,
    difference > 0
      ? { key, kind: 'legacy_adjustment', from: opening, to: account, amount: difference }
      : { key, kind: 'legacy_adjustment', from: account, to: opening, amount: -difference },
  );
}

/** A player's main balance in minor units, from the ledger. */
export async function mainBalance(wallet: Wallet, db: Db, playerId: number, currency: string): Promise<number> {
  return (await wallet.balances(db, playerId, currency)).main;
}

/**
 * A new player's main and bonus accounts in `currency` (by default one of the test's own), the house
 * account of their shard and a test provider's clearing account, with `deposit` paid in from it.
 */
export async function walletPlayer(wallet: Wallet, db: Db, deposit: number, currency = freshCurrency()) {
  const playerId = freshPlayerId();
  const main = await wallet.accounts.player(db, playerId, 'main', currency);
  const bonus = await wallet.accounts.player(db, playerId, 'bonus', currency);
  const house = await wallet.accounts.house(db, currency, playerId);
  const clearing = await wallet.accounts.clearing(db, 'testpay', currency);
  if (deposit > 0) await wallet.transfer(db, { key: `deposit-${playerId}`, kind: 'deposit', from: clearing, to: main, amount: deposit });
  return { currency, playerId, main, bonus, house, clearing };
}
