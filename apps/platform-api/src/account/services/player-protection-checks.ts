import { ApiError } from '@nfx/errors';
import { minorToWireAmount } from '@nfx/money';
import type { Db } from '../../db/database';
import type { ExclusionKind, PlayerLimitRow, ProtectionLimitKind } from '../../db/tables/player-protection';
import { playerFlows } from '../../wallet/player-flows';
import { playerProtectionRepository as repository } from '../repositories/player-protection-repository';
import { type EffectiveLimit, effectiveLimit, windowFreesAt, windowStart } from './player-protection-rules';

/** An exclusion in force. */
export interface ActiveExclusion {
  kind: ExclusionKind;
  startedAt: Date;
  endsAt: Date | null;
  permanent: boolean;
}

/** How much of a money limit is used in its window, and when the oldest counted movement leaves it. */
export interface LimitUse {
  used: number;
  freesAt: Date | null;
}

export interface StakeCheck {
  accountId: number;
  /** Minor units at risk (0 for a free spin: it still needs the player not to be excluded). */
  amount: number;
  /** The stake's currency; the account's when omitted. */
  currency?: string;
  /** The session the stake is made in; the player's most recently active one when omitted. */
  sessionStartedAt?: Date;
}

export interface DepositCheck {
  accountId: number;
  amount: number;
  currency: string;
}

export async function activeExclusion(db: Db, accountId: number, now = new Date()): Promise<ActiveExclusion | undefined> {
  const row = await repository.settings(db, accountId);
  if (!row?.exclusion_kind || !row.exclusion_started_at) return undefined;
  if (!row.exclusion_permanent && (!row.exclusion_ends_at || row.exclusion_ends_at <= now)) return undefined;
  return {
    kind: row.exclusion_kind,
    startedAt: row.exclusion_started_at,
    endsAt: row.exclusion_ends_at,
    permanent: row.exclusion_permanent,
  };
}

/** The refusal of anything an excluded player may not do; it names the end so the site can show it. */
export function exclusionError(exclusion: ActiveExclusion): ApiError {
  return new ApiError(
    'InvalidRequest',
    exclusion.permanent ? 'Self-excluded permanently' : `Self-excluded until ${exclusion.endsAt!.toISOString()}`,
    {
      code: exclusion.kind === 'time_out' ? 'time_out' : 'self_excluded',
      errorData: { kind: exclusion.kind, ends_at: exclusion.endsAt?.toISOString() ?? null, permanent: exclusion.permanent },
    },
  );
}

/** Deposited, wagered or lost (stakes − wins, never below 0) in the limit's rolling window. */
export async function limitUse(db: Db, accountId: number, limit: EffectiveLimit, now = new Date()): Promise<LimitUse> {
  if (limit.periodDays === null) return { used: 0, freesAt: null };
  const since = windowStart(limit.periodDays, now);
  const kinds = limit.kind === 'deposit' ? (['deposit'] as const) : (['bet', 'win'] as const);
  const flows = await playerFlows(db, { playerId: accountId, currency: limit.currency, since, kinds });
  if (limit.kind === 'deposit') return { used: flows.deposit.total, freesAt: windowFreesAt(flows.deposit.firstAt, limit.periodDays) };
  const bets = flows.bet.total;
  const used = limit.kind === 'wager' ? bets : Math.max(0, bets - flows.win.total);
  return { used, freesAt: windowFreesAt(flows.bet.firstAt, limit.periodDays) };
}

function limitsByKind(rows: PlayerLimitRow[], now: Date): Map<ProtectionLimitKind, EffectiveLimit> {
  const limits = new Map<ProtectionLimitKind, EffectiveLimit>();
  for (const row of rows) {
    const limit = effectiveLimit(row, now);
    if (limit) limits.set(limit.kind, limit);
  }
  return limits;
}

/**
 * Refuses a deposit an excluded player makes, or one that would take the deposits of the limit's
 * window over it (`BillingDepositLimitExceeded`, with what is still available and when more
 * becomes available). Call it in the deposit's transaction, before any transfer.
 */
export async function assertMayDeposit(trx: Db, { accountId, amount, currency }: DepositCheck): Promise<void> {
  const now = new Date();
  const exclusion = await activeExclusion(trx, accountId, now);
  if (exclusion) throw exclusionError(exclusion);
  const limit = limitsByKind(await repository.limits(trx, accountId), now).get('deposit');
  if (!limit || limit.currency !== currency) return;
  const { used, freesAt } = await limitUse(trx, accountId, limit, now);
  if (used + amount > limit.amount) {
    throw new ApiError('BillingDepositLimitExceeded', 'The deposit limit does not allow this amount', {
      errorData: {
        available_amount: minorToWireAmount(Math.max(0, limit.amount - used), limit.currency),
        limit_amount: minorToWireAmount(limit.amount, limit.currency),
        currency,
        expired_at: freesAt?.toISOString() ?? null,
      },
    });
  }
}

/**
 * Refuses a real-money stake of an excluded player, one over the loss or wager limit of its
 * window, or one made after the session-time limit ran out. Call it first in the spin's transaction.
 */
export async function assertMayStake(trx: Db, check: StakeCheck): Promise<void> {
  const now = new Date();
  const { accountId, amount } = check;
  const exclusion = await activeExclusion(trx, accountId, now);
  if (exclusion) throw exclusionError(exclusion);
  const limits = limitsByKind(await repository.limits(trx, accountId), now);
  if (limits.size === 0) return;
  const session = limits.get('session');
  if (session) {
    const startedAt = check.sessionStartedAt ?? (await repository.latestSessionStart(trx, accountId)) ?? now;
    if (now.getTime() - startedAt.getTime() >= session.amount * 60_000) {
      throw new ApiError('InvalidRequest', 'The session-time limit is reached', {
        code: 'session_limit_reached',
        errorData: { limit_minutes: session.amount },
      });
    }
  }
  const currency =
    check.currency ?? (await trx.selectFrom('accounts').select('currency').where('id', '=', accountId).executeTakeFirst())?.currency;
  for (const kind of ['loss', 'wager'] as const) {
    const limit = limits.get(kind);
    if (!limit || limit.currency !== currency) continue;
    const { used, freesAt } = await limitUse(trx, accountId, limit, now);
    if (used + amount > limit.amount) {
      throw new ApiError('InvalidRequest', `The ${kind} limit does not allow this stake`, {
        code: `${kind}_limit_reached`,
        errorData: {
          available_amount: minorToWireAmount(Math.max(0, limit.amount - used), limit.currency),
          limit_amount: minorToWireAmount(limit.amount, limit.currency),
          currency,
          expired_at: freesAt?.toISOString() ?? null,
        },
      });
    }
  }
}

/** Whether bonuses and promotions must pass the player by (an exclusion in force). */
export async function isExcluded(db: Db, accountId: number): Promise<boolean> {
  return (await activeExclusion(db, accountId)) !== undefined;
}
