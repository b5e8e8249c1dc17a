import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formInt } from '../rules/form-values';
import { sumRule } from '../rules/sum';
import { formString } from '../rules/text';

/** Deposit, loss and wager limits count a rolling window of 1, 7, 14 or 30 days (spec §9). */
export const LIMIT_PERIODS = ['1d', '7d', '14d', '30d'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** A money limit in whole units of the account currency. */
export const MONEY_LIMIT_MAX = 1_000_000;
/** A session-time limit in minutes (a session ends after 12 hours anyway). */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 720 } as const;
/** Time-out (up to 30 days) and self-exclusion periods of spec §9. */
export const EXCLUSION_PERIODS = ['1d', '7d', '30d', '3m', '6m', '9m', '1y', '2y', '3y', '4y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
/** Minutes between reality checks; 0 switches them off. */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;

const oneOf = (values: readonly (string | number)[]) => encodeMessage(messageKeys.oneOf, { values: values.join(',') });

/** account.setProtectionLimit: a money limit per period, or a session-time limit in minutes. */
export const setProtectionLimitSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.picklist(MONEY_LIMIT_KINDS, oneOf(LIMIT_KINDS)),
      amount: sumRule({ min: 1, max: MONEY_LIMIT_MAX }),
      period: v.picklist(LIMIT_PERIODS, oneOf(LIMIT_PERIODS)),
    }),
    v.object({
      kind: v.literal('session', oneOf(LIMIT_KINDS)),
      amount: formInt(SESSION_LIMIT_MINUTES),
    }),
  ],
  oneOf(LIMIT_KINDS),
);
export type SetProtectionLimitInput = v.InferOutput<typeof setProtectionLimitSchema>;

/** account.removeProtectionLimit: which limit (it goes after the cooling-off). */
export const removeProtectionLimitSchema = v.object({ kind: v.picklist(LIMIT_KINDS, oneOf(LIMIT_KINDS)) });

/** account.selfExclude: the period and the account password (a social account without one sends none). */
export const selfExcludeSchema = v.object({
  period: v.picklist(EXCLUSION_PERIODS, oneOf(EXCLUSION_PERIODS)),
  password: v.optional(v.pipe(formString(), v.maxLength(128, encodeMessage(messageKeys.maxLength, { max: 128 }))), ''),
});
export type SelfExcludeInput = v.InferOutput<typeof selfExcludeSchema>;

/** account.setRealityCheck: minutes between reminders during play, 0 for none. */
export const setRealityCheckSchema = v.object({
  minutes: v.pipe(
    formInt({ min: 0, max: 120 }),
    v.check((value) => (REALITY_CHECK_CHOICES as readonly number[]).includes(value), oneOf(REALITY_CHECK_CHOICES)),
  ),
});
