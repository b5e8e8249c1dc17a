import type { Db } from '../../../db/database';
import type { LedgerAccount, Transfer, TransferReference, TransferRequest, Wallet } from '../../../wallet';
import { type StakeSources, winShares } from './stake-sources';

export interface RoundMoney {
  /** `round:<id>`: the transfers' keys start with it. */
  key: string;
  accounts: { main: LedgerAccount; bonus: LedgerAccount; house: LedgerAccount };
  sources: StakeSources;
  win: number;
  reference?: TransferReference;
}

type Leg = 'bet' | 'bonus-bet' | 'win' | 'bonus-win';

/**
 * A round's stake and win as ledger transfers: each balance's part of the stake to the house and
 * its share of the win back (`winShares`). The main balance's part keeps the keys a round always
 * had (`:bet`, `:win`); the bonus balance's part has its own (`:bonus-bet`, `:bonus-win`). Answers
 * the main balance after the bet and after the win, and the win's shares.
 *
 * All of them go in one `wallet.transfers` call, in the order bet, bonus-bet, win, bonus-win:
 * nothing in a leg depends on what an earlier one answers (the shares follow from the stake's
 * sources, decided before the round, and bonus wagering counts the round afterwards from
 * `round.played`), so the bet and the win are one round trip and all or nothing. A batch over
 * main, bonus and house locks the three first, as `wallet.lock` did before separate calls.
 */
export async function postRoundMoney(trx: Db, wallet: Wallet, round: RoundMoney) {
  const { main, bonus, house } = round.accounts;
  const wins = winShares(round.win, round.sources);
  const legs: [Leg, TransferRequest][] = [];
  const add = (leg: Leg, kind: 'bet' | 'win', from: LedgerAccount, to: LedgerAccount, amount: number) => {
    if (amount > 0) legs.push([leg, { key: `${round.key}:${leg}`, kind, from, to, amount, reference: round.reference }]);
  };
  add('bet', 'bet', main, house, round.sources.fromMain);
  add('bonus-bet', 'bet', bonus, house, round.sources.fromBonus);
  add('win', 'win', house, main, wins.fromMain);
  add('bonus-win', 'win', house, bonus, wins.fromBonus);
  const posted = await wallet.transfers(
    trx,
    legs.map(([, request]) => request),
  );
  const answer = (leg: Leg): Transfer | undefined => posted[legs.findIndex(([name]) => name === leg)];
  const bet = answer('bet');
  const won = answer('win');
  // A round whose stake did not touch main (a free spin, a stake paid by the bonus balance): main
  // after the bet is main just before its win, or as it stands when the round does not touch it.
  const mainAfterBet = bet ? bet.fromBalanceAfter : won ? won.toBalanceAfter - won.amount : await wallet.balance(trx, main);
  return { wins, mainAfterBet, mainAfterWin: won?.toBalanceAfter ?? mainAfterBet };
}
