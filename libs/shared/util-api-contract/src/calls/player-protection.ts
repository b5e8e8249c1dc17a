import * as v from 'valibot';
import {
  EXCLUSION_PERIODS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  removeProtectionLimitSchema,
  selfExcludeSchema,
  setProtectionLimitSchema,
  setRealityCheckSchema,
} from '@nfx/validation';
import { callsOf } from '../define-call';
import { integerParam, queryInput } from '../params';
import { moneySchema, oneSchema, pageOf, timestampSchema } from '../responses';

const accountCall = callsOf('account');

const limitKindSchema = v.picklist(LIMIT_KINDS);
const limitPeriodSchema = v.picklist(LIMIT_PERIODS);

/** A raise or removal waiting for its 24-hour cooling-off; `amount` is null for a removal. */
export const pendingLimitSchema = v.object({
  amount: v.nullable(v.number()),
  period: v.nullable(limitPeriodSchema),
  removal: v.boolean(),
  applies_at: timestampSchema,
});

/**
 * One limit. Money kinds count units of `currency` over a rolling `period`; `session` counts
 * minutes of the current session (`period` null). `amount` is null while only a pending limit
 * exists; `frees_at` is when the oldest counted movement leaves the window.
 */
export const protectionLimitSchema = v.object({
  kind: limitKindSchema,
  amount: v.nullable(v.number()),
  period: v.nullable(limitPeriodSchema),
  used: v.number(),
  available: v.nullable(v.number()),
  frees_at: v.nullable(timestampSchema),
  pending: v.nullable(pendingLimitSchema),
});

/** A time-out (up to 30 days) or self-exclusion in force; `ends_at` null when permanent. */
export const exclusionSchema = v.object({
  kind: v.picklist(['time_out', 'self_exclusion']),
  started_at: timestampSchema,
  ends_at: v.nullable(timestampSchema),
  permanent: v.boolean(),
});

export const protectionSchema = v.object({
  currency: v.string(),
  limits: v.array(protectionLimitSchema),
  exclusion: v.nullable(exclusionSchema),
  reality_check_minutes: v.nullable(v.number()),
});

export const limitChangeSchema = v.object({
  kind: limitKindSchema,
  /** False when it waits for the cooling-off. */
  immediate: v.boolean(),
  applies_at: timestampSchema,
});

/** What the browser needs to remind the player during play (session start, what it won and lost). */
export const realityCheckSchema = v.object({
  interval_minutes: v.nullable(v.number()),
  session_started_at: timestampSchema,
  server_time: timestampSchema,
  staked: moneySchema,
  won: moneySchema,
  net: moneySchema,
});

/** One entry of the audit list: what changed and when; the other fields are those the action has. */
export const protectionAuditItemSchema = v.object({
  id: v.number(),
  created_at: timestampSchema,
  action: v.picklist(['limit_set', 'limit_raise_requested', 'limit_removal_requested', 'self_excluded', 'reality_check_set']),
  kind: v.optional(v.string()),
  amount: v.optional(v.number()),
  currency: v.optional(v.string()),
  period: v.optional(v.nullable(v.string())),
  applies_at: v.optional(timestampSchema),
  ends_at: v.optional(v.nullable(timestampSchema)),
  permanent: v.optional(v.boolean()),
  minutes: v.optional(v.nullable(v.number())),
});

/** Responsible gaming (spec §9): limits, time-out and self-exclusion, reality checks; in the account area. */
export const playerProtectionCalls = {
  getProtection: accountCall('getProtection', 'GET', {
    summary: 'Limits (with what is used and any raise waiting for its cooling-off), the exclusion in force and the reality-check interval',
    input: queryInput({}),
    response: protectionSchema,
    auth: 'required',
  }),
  setProtectionLimit: accountCall('setProtectionLimit', 'POST', {
    summary: 'Set a deposit, loss or wager limit per period, or a session-time limit: stricter applies now, looser after 24 hours',
    input: setProtectionLimitSchema,
    response: limitChangeSchema,
    auth: 'required',
  }),
  removeProtectionLimit: accountCall('removeProtectionLimit', 'POST', {
    summary: 'Remove a limit after the 24-hour cooling-off',
    input: removeProtectionLimitSchema,
    response: v.nullable(limitChangeSchema),
    auth: 'required',
  }),
  selfExclude: accountCall('selfExclude', 'POST', {
    summary: `Time-out or self-exclusion (${EXCLUSION_PERIODS.join(', ')}), confirmed with the password; it cannot be shortened`,
    input: selfExcludeSchema,
    response: exclusionSchema,
    auth: 'required',
  }),
  setRealityCheck: accountCall('setRealityCheck', 'POST', {
    summary: 'Minutes between reality checks during play (0: off). Answers 1',
    input: setRealityCheckSchema,
    response: oneSchema,
    auth: 'required',
  }),
  getRealityCheck: accountCall('getRealityCheck', 'GET', {
    summary: 'The reality-check interval, when this session began, and its stakes, wins and net result from the ledger',
    input: queryInput({}),
    response: realityCheckSchema,
    auth: 'required',
  }),
  getProtectionHistory: accountCall('getProtectionHistory', 'GET', {
    summary: 'Every change the player made to limits, exclusions and reality checks, newest first',
    input: queryInput({ offset: integerParam(0, 100_000, 0), limit: integerParam(1, 100, 20) }),
    response: pageOf(protectionAuditItemSchema),
    auth: 'required',
  }),
};

export type ProtectionLimit = v.InferOutput<typeof protectionLimitSchema>;
export type PendingLimit = v.InferOutput<typeof pendingLimitSchema>;
export type Exclusion = v.InferOutput<typeof exclusionSchema>;
export type Protection = v.InferOutput<typeof protectionSchema>;
export type LimitChange = v.InferOutput<typeof limitChangeSchema>;
export type RealityCheck = v.InferOutput<typeof realityCheckSchema>;
export type ProtectionAuditItem = v.InferOutput<typeof protectionAuditItemSchema>;
