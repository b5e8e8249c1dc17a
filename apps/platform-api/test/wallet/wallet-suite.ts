import type { Db } from '../../src/db/database';
import { createWallet, type Wallet } from '../../src/wallet';
import { walletPlayer } from './fund-player';
import type { WalletDatabase, WalletTarget } from './wallet-databases';

export interface WalletSuite {
  /** The suite's own wallet: a wallet remembers account ids, so each database gets its own. */
  wallet: Wallet;
  /** The target's database, open from the suite's `beforeAll` until its `afterAll`. */
  readonly db: Db;
  /** A new player in a currency of the test's own (unless named), with `deposit` paid in: see `walletPlayer`. */
  player(deposit: number, currency?: string): ReturnType<typeof walletPlayer>;
}

/**
 * What a wallet suite on one database target starts from: called inside its `describe`, it opens
 * the database before the suite's tests and closes it after them.
 */
export function walletSuite(target: WalletTarget): WalletSuite {
  const wallet = createWallet();
  let database: WalletDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());
  const suite: WalletSuite = {
    wallet,
    get db() {
      if (!database) throw new Error('The wallet database opens in the suite’s beforeAll; a test reached for it before that.');
      return database.db;
    },
    player: (deposit, currency) => walletPlayer(wallet, suite.db, deposit, currency),
  };
  return suite;
}
