import type { LedgerAccountKind, TransferKind } from '../db/tables/wallet';

type Kinds = readonly LedgerAccountKind[];

interface Route {
  from: Kinds;
  to: Kinds;
  /** Both sides are accounts of the same player (money only changes pockets). */
  samePlayer?: boolean;
}

const PLAYER_MONEY: Kinds = ['main', 'bonus', 'betting_bonus'];
const BONUS_MONEY: Kinds = ['bonus', 'betting_bonus'];
const ANY_PLAYER: Kinds = ['main', 'bonus', 'betting_bonus', 'pending_withdrawal'];

/**
 * Which accounts each kind of transfer may debit and credit. A transfer outside its route is a
 * bug of the caller and is refused before anything is written. Reversals mirror their original;
 * holds and settlements have their own calls (see holds.ts).
 */
export const transferRoutes: Record<TransferKind, Route> = {
  opening_balance: { from: ['opening_balance'], to: ANY_PLAYER },
  legacy_adjustment: {
    from: ['opening_balance', 'main', 'bonus', 'betting_bonus'],
    to: ['opening_balance', 'main', 'bonus', 'betting_bonus'],
  },
  deposit: { from: ['payment_clearing'], to: ['main'] },
  withdrawal_hold: { from: ['main'], to: ['pending_withdrawal'], samePlayer: true },
  withdrawal_payout: { from: ['pending_withdrawal'], to: ['payment_clearing'] },
  withdrawal_release: { from: ['pending_withdrawal'], to: ['main'], samePlayer: true },
  bet: { from: PLAYER_MONEY, to: ['house'] },
  win: { from: ['house'], to: PLAYER_MONEY },
  reversal: { from: [], to: [] },
  bonus_grant: { from: ['house'], to: BONUS_MONEY },
  bonus_forfeit: { from: BONUS_MONEY, to: ['house'] },
  bonus_conversion: { from: BONUS_MONEY, to: ['main'], samePlayer: true },
};

/** Kinds that `transfer` accepts; the others go through `reverse` and the hold calls. */
export type PlainTransferKind = Exclude<TransferKind, 'reversal' | 'withdrawal_hold' | 'withdrawal_payout' | 'withdrawal_release'>;

export const NOT_REVERSIBLE: readonly TransferKind[] = ['reversal', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release'];

/** Why the route refuses these accounts, or undefined when it allows them. */
export function routeViolation(
  kind: TransferKind,
  from: { kind: LedgerAccountKind; playerId: number | null },
  to: { kind: LedgerAccountKind; playerId: number | null },
): string | undefined {
  const route = transferRoutes[kind];
  if (kind === 'legacy_adjustment' && (from.kind === 'opening_balance') === (to.kind === 'opening_balance'))
    return 'A legacy adjustment moves money between a player and the opening balance';
  if (!route.from.includes(from.kind) || !route.to.includes(to.kind)) return `A ${kind} cannot move money from ${from.kind} to ${to.kind}`;
  if (from.playerId !== null && to.playerId !== null && from.playerId !== to.playerId)
    return `A ${kind} cannot move money between two players`;
  if (route.samePlayer && from.playerId !== to.playerId) return `A ${kind} stays with one player`;
  return undefined;
}
