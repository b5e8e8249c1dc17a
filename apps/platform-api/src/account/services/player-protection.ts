import { ApiError } from '@nfx/errors';
import type { ExclusionPeriod } from '@nfx/validation';
import type { Db } from '../../db/database';
import type { ExclusionKind, ProtectionLimitKind } from '../../db/tables/player-protection';
import { playerFlows } from '../../wallet/player-flows';
import { playerProtectionRepository as repository } from '../repositories/player-protection-repository';
import {
  type ActiveExclusion,
  activeExclusion,
  assertMayDeposit,
  assertMayStake,
  exclusionError,
  isExcluded,
  limitUse,
} from './player-protection-checks';
import type { PlayerDirectory } from './player-directory';
import {
  COOLING_OFF_MS,
  effectiveLimit,
  exclusionEnd,
  exclusionKindOf,
  isAtLeastAsStrict,
  type PendingChange,
  pendingChange,
} from './player-protection-rules';

/** A permanent exclusion blocks marketing until this far date (the marketing rule needs a date). */
const PERMANENT_BLOCK_UNTIL = new Date('9999-12-31T00:00:00Z');

/** One limit as the player sees it: what binds now, what is used of it, and a raise or removal waiting. */
export interface LimitState {
  kind: ProtectionLimitKind;
  /** Minor units for money kinds, minutes for `session`; null when no limit binds now (only a pending one). */
  amount: number | null;
  periodDays: number | null;
  used: number;
  freesAt: Date | null;
  pending: PendingChange | null;
}

export interface ProtectionState {
  currency: string;
  limits: LimitState[];
  exclusion: ActiveExclusion | null;
  realityCheckMinutes: number | null;
}

export interface LimitChange {
  kind: ProtectionLimitKind;
  amount: number;
  periodDays: number | null;
}

/** What a change did: applied now, or waiting until `appliesAt`. */
export interface LimitChangeResult {
  appliesAt: Date;
  immediate: boolean;
}

/** What the browser needs for a reality check: when the session began and what it won or lost. */
export interface RealityCheck {
  intervalMinutes: number | null;
  sessionStartedAt: Date;
  staked: number;
  won: number;
  currency: string;
}

async function lockedAccount(trx: Db, accountId: number) {
  const account = await repository.lockAccount(trx, accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  return account;
}

/** Changes are refused while excluded: nothing about play needs changing then, and it cannot be undone anyway. */
async function refuseWhileExcluded(trx: Db, accountId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(trx, accountId, now);
  if (exclusion) throw exclusionError(exclusion);
}

export function createPlayerProtection(db: Db, players: Pick<PlayerDirectory, 'transaction'>) {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

  return {
    assertMayDeposit,
    assertMayStake,
    isExcluded,
    activeExclusion: (accountId: number) => activeExclusion(db, accountId),

    async state(accountId: number, currency: string, sessionStartedAt?: Date): Promise<ProtectionState> {
      const now = new Date();
      const [settings, rows] = await Promise.all([repository.settings(db, accountId), repository.limits(db, accountId)]);
      const limits: LimitState[] = [];
      for (const row of rows) {
        const limit = effectiveLimit(row, now);
        const pending = pendingChange(row, now) ?? null;
        if (!limit && !pending) continue;
        let use = { used: 0, freesAt: null as Date | null };
        if (limit?.kind === 'session') use.used = sessionStartedAt ? Math.floor((now.getTime() - sessionStartedAt.getTime()) / 60_000) : 0;
        else if (limit) use = await limitUse(db, accountId, limit, now);
        limits.push({ kind: row.kind, amount: limit?.amount ?? null, periodDays: limit?.periodDays ?? null, ...use, pending });
      }
      return {
        currency,
        limits,
        exclusion: (await activeExclusion(db, accountId, now)) ?? null,
        realityCheckMinutes: settings?.reality_check_minutes ?? null,
      };
    },

    /**
     * Sets a limit: at least as strict as the one in force, it applies at once (and cancels a
     * waiting raise); looser, it waits 24 hours. Every change goes to the audit list.
     */
    async setLimit(accountId: number, change: LimitChange): Promise<LimitChangeResult> {
      return inTransaction(async (trx) => {
        const now = new Date();
        const account = await lockedAccount(trx, accountId);
        await refuseWhileExcluded(trx, accountId, now);
        const row = (await repository.limits(trx, accountId)).find((limit) => limit.kind === change.kind);
        const current = row ? effectiveLimit(row, now) : undefined;
        const currency = current?.currency ?? account.currency;
        if (isAtLeastAsStrict(change, current)) {
          await repository.saveLimit(trx, {
            account_id: accountId,
            kind: change.kind,
            amount: change.amount,
            period_days: change.periodDays,
            currency,
            pending_amount: null,
            pending_period_days: null,
            pending_removal: false,
            pending_applies_at: null,
          });
          await repository.audit(
            trx,
            accountId,
            'limit_set',
            { kind: change.kind, amount: change.amount, period_days: change.periodDays, currency, applies_at: now.toISOString() },
            now,
          );
          return { appliesAt: now, immediate: true };
        }
        const appliesAt = new Date(now.getTime() + COOLING_OFF_MS);
        await repository.saveLimit(trx, {
          account_id: accountId,
          kind: change.kind,
          amount: current!.amount,
          period_days: current!.periodDays,
          currency,
          pending_amount: change.amount,
          pending_period_days: change.periodDays,
          pending_removal: false,
          pending_applies_at: appliesAt,
        });
        await repository.audit(
          trx,
          accountId,
          'limit_raise_requested',
          { kind: change.kind, amount: change.amount, period_days: change.periodDays, currency, applies_at: appliesAt.toISOString() },
          now,
        );
        return { appliesAt, immediate: false };
      });
    },

    /** Removes a limit after the 24-hour cooling-off (a limit that does not bind yet goes at once). */
    async removeLimit(accountId: number, kind: ProtectionLimitKind): Promise<LimitChangeResult | undefined> {
      return inTransaction(async (trx) => {
        const now = new Date();
        await lockedAccount(trx, accountId);
        await refuseWhileExcluded(trx, accountId, now);
        const row = (await repository.limits(trx, accountId)).find((limit) => limit.kind === kind);
        const current = row ? effectiveLimit(row, now) : undefined;
        if (!row || !current) {
          if (row) await repository.deleteLimit(trx, accountId, kind);
          return undefined;
        }
        const appliesAt = new Date(now.getTime() + COOLING_OFF_MS);
        await repository.saveLimit(trx, {
          account_id: accountId,
          kind,
          amount: current.amount,
          period_days: current.periodDays,
          currency: current.currency,
          pending_amount: null,
          pending_period_days: null,
          pending_removal: true,
          pending_applies_at: appliesAt,
        });
        await repository.audit(trx, accountId, 'limit_removal_requested', { kind, applies_at: appliesAt.toISOString() }, now);
        return { appliesAt, immediate: false };
      });
    },

    /**
     * Starts a time-out or self-exclusion (the caller checked the password). One in force can only
     * be made longer; marketing stops on every channel in the same transaction.
     */
    async exclude(accountId: number, period: ExclusionPeriod): Promise<ActiveExclusion> {
      return players.transaction(async (writes, trx) => {
        const now = new Date();
        await lockedAccount(trx, accountId);
        const endsAt = exclusionEnd(period, now);
        const kind: ExclusionKind = exclusionKindOf(period);
        const current = await activeExclusion(trx, accountId, now);
        if (current && (current.permanent || (endsAt !== null && current.endsAt! >= endsAt))) {
          throw new ApiError('InvalidRequest', 'An exclusion in force cannot be shortened', {
            code: 'exclusion_not_longer',
            errorData: { ends_at: current.endsAt?.toISOString() ?? null, permanent: current.permanent },
          });
        }
        // A longer exclusion keeps the original start: the break began then.
        const startedAt = current?.startedAt ?? now;
        const finalKind: ExclusionKind = current?.kind === 'self_exclusion' ? 'self_exclusion' : kind;
        await repository.saveSettings(trx, accountId, {
          exclusion_kind: finalKind,
          exclusion_started_at: startedAt,
          exclusion_ends_at: endsAt,
          exclusion_permanent: endsAt === null,
        });
        await repository.audit(
          trx,
          accountId,
          'self_excluded',
          { kind: finalKind, period, ends_at: endsAt?.toISOString() ?? null, permanent: endsAt === null },
          now,
        );
        await writes.stopMarketing(accountId, endsAt ?? PERMANENT_BLOCK_UNTIL);
        return { kind: finalKind, startedAt, endsAt, permanent: endsAt === null };
      });
    },

    /** The reality-check interval (null: off); a reminder is not a limit, so it changes at once either way. */
    async setRealityCheck(accountId: number, minutes: number | null): Promise<void> {
      await inTransaction(async (trx) => {
        await lockedAccount(trx, accountId);
        await repository.saveSettings(trx, accountId, { reality_check_minutes: minutes });
        await repository.audit(trx, accountId, 'reality_check_set', { minutes });
      });
    },

    /** The session's start and its stakes and wins so far, from the ledger. */
    async realityCheck(accountId: number, currency: string, sessionStartedAt: Date): Promise<RealityCheck> {
      const [settings, flows] = await Promise.all([
        repository.settings(db, accountId),
        playerFlows(db, { playerId: accountId, currency, since: sessionStartedAt, kinds: ['bet', 'win'] }),
      ]);
      return {
        intervalMinutes: settings?.reality_check_minutes ?? null,
        sessionStartedAt,
        staked: flows.bet.total,
        won: flows.win.total,
        currency,
      };
    },

    history: (accountId: number, offset: number, limit: number) => repository.auditPage(db, accountId, offset, limit),
    sessionStart: (tokenHash: string) => repository.sessionStart(db, tokenHash),
  };
}

export type PlayerProtection = ReturnType<typeof createPlayerProtection>;
