import * as v from 'valibot';
import { encodeMessage, formString, messageKeys } from '@nfx/validation';
import { callsOf } from '../define-call';
import { idParam, inputObject, queryCommon, sysnameParam } from '../params';
import { moneySchema } from '../responses';
import { namedRefSchema } from './casino-shapes';

const slotCall = callsOf('slot');

/** Stakes a player may choose, in minor units (0.10 … 50.00). */
export const SLOT_STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000] as const;

export const SLOT_MODES = ['demo', 'play'] as const;

const slotModeParam = v.optional(v.picklist(SLOT_MODES, encodeMessage(messageKeys.oneOf, { values: SLOT_MODES.join(',') })), 'play');

/** A stake in major units ("0.50", 1) that must be one of the offered stakes; → minor units. */
const slotStakeParam = v.pipe(
  v.union(
    [v.pipe(formString(), v.regex(/^\d{1,6}(\.\d{1,2})?$/, messageKeys.sum)), v.pipe(v.number(messageKeys.sum), v.finite(messageKeys.sum))],
    messageKeys.sum,
  ),
  v.transform((value) => Math.round(Number(value) * 100)),
  v.check(
    (minor) => (SLOT_STAKES as readonly number[]).includes(minor),
    encodeMessage(messageKeys.oneOf, { values: SLOT_STAKES.map((stake) => (stake / 100).toFixed(2)).join(',') }),
  ),
);

/** What the game page shows before the first spin: balance for the mode, stakes, pays (per 1.00 staked), free spins. */
export const slotStateSchema = v.object({
  game: namedRefSchema,
  mode: v.picklist(SLOT_MODES),
  signed_in: v.boolean(),
  /** Null for a visitor in play mode. */
  balance: v.nullable(moneySchema),
  /**
   * The casino bonus balance, which pays a stake the main balance cannot (`is_bonus_isolation_enabled`
   * says how); null in demo mode and for a visitor.
   */
  bonus_balance: v.nullable(moneySchema),
  /** The oldest active free-spin pack of the game, which a free spin uses. */
  free_spins: v.nullable(v.object({ pack_id: v.number(), remaining_count: v.number(), stake: moneySchema })),
  stakes: v.array(moneySchema),
  lines: v.number(),
  /** Return to player in percent. */
  rtp: v.number(),
  /** Pays for 3, 4 and 5 of a kind as multiples of the total stake. */
  paytable: v.array(v.object({ symbol: v.string(), pays: v.array(v.number()) })),
});

/** One spin's outcome and the balance after it. */
export const spinResultSchema = v.object({
  round_id: v.number(),
  /** `reels[reel][row]`, symbol names. */
  reels: v.array(v.array(v.string())),
  wins: v.array(v.object({ line: v.number(), symbol: v.string(), count: v.number(), amount: moneySchema })),
  stake: moneySchema,
  win: moneySchema,
  balance: moneySchema,
  /** The casino bonus balance after the spin; null in demo mode. */
  bonus_balance: v.nullable(moneySchema),
  jackpots: v.array(v.object({ sysname: v.string(), amount: moneySchema })),
  /** Spins left in the pack a free spin used; null for a paid spin. */
  free_spins_left: v.nullable(v.number()),
});

export const slotCalls = {
  state: slotCall('state', 'GET', {
    summary: 'Game page state: balance for the mode (null for a visitor in play mode), stakes, paytable, free spins',
    input: inputObject({ ...queryCommon, sysname: sysnameParam, mode: slotModeParam }),
    response: slotStateSchema,
  }),
  spin: slotCall('spin', 'POST', {
    summary:
      'Spins a slot: sysname, mode (demo|play), stake (major units, one of the offered stakes), free_spin_pack_id (play only); play takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({ sysname: sysnameParam, mode: slotModeParam, stake: slotStakeParam, free_spin_pack_id: v.optional(idParam) }),
    response: spinResultSchema,
  }),
};

export type SlotState = v.InferOutput<typeof slotStateSchema>;
export type SpinResult = v.InferOutput<typeof spinResultSchema>;
