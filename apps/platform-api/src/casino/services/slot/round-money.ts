import type { Db } from '../../../db/database';
import type { LedgerAccount, TransferReference, Wallet } from '../../../wallet';
import { type StakeSources, winShares } from './stake-sources';

export interface RoundMoney {
  /** `round:<id>`: the transfers' keys start with it. */
  key: string;
  accounts: { main: LedgerAccount; bonus: LedgerAccount; house: LedgerAccount };
  sources: StakeSources;
  win: number;
  reference?: TransferReference;
}

/**
 * A round's stake and win as ledger transfers: each balance's part of the stake to the house and
 * its share of the win back (`winShares`). The main balance's part keeps the keys a round always
 * had (`:bet`, `:win`); the bonus balance's part has its own (`:bonus-bet`, `:bonus-win`). Answers
 * the main balance after the bet and after the win, and the win's shares.
 */
export async function postRoundMoney(trx: Db, wallet: Wallet, round: RoundMoney) {
  const { main, bonus, house } = round.accounts;
  const wins = winShares(round.win, round.sources);
  // A round over both balances makes transfers over two pairs: lock all three first (see wallet.lock).
  if (round.sources.fromBonus > 0) await wallet.lock(trx, main, bonus, house);
  const transfer = (suffix: string, kind: 'bet' | 'win', from: LedgerAccount, to: LedgerAccount, amount: number) =>
    amount > 0 ? wallet.transfer(trx, { key: `${round.key}:${suffix}`, kind, from, to, amount, reference: round.reference }) : null;
  const mainBefore = await wallet.balance(trx, main);
  const bet = await transfer('bet', 'bet', main, house, round.sources.fromMain);
  await transfer('bonus-bet', 'bet', bonus, house, round.sources.fromBonus);
  const mainAfterBet = bet?.fromBalanceAfter ?? mainBefore;
  const won = await transfer('win', 'win', house, main, wins.fromMain);
  await transfer('bonus-win', 'win', house, bonus, wins.fromBonus);
  return { wins, mainAfterBet, mainAfterWin: won?.toBalanceAfter ?? mainAfterBet };
}
