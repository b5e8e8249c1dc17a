import * as v from 'valibot';
import { moneySchema, timestampSchema } from '../responses';

export const BONUS_STATUSES = ['available', 'active', 'completed', 'expired', 'forfeited', 'cancelled'] as const;
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;

/**
 * A player's bonus (§3 Bonus: id, type betting or casino). `wagering.required` is what must be
 * staked before the bonus turns into main money; `max_stake` is the largest stake that counts.
 */
export const bonusSchema = v.object({
  id: v.number(),
  type: v.picklist(['casino', 'betting']),
  kind: v.string(),
  campaign_id: v.number(),
  status: v.picklist(BONUS_STATUSES),
  title: v.string(),
  description: v.string(),
  image: v.string(),
  amount: moneySchema,
  wagering: v.object({ multiplier: v.number(), required: moneySchema, wagered: moneySchema }),
  max_stake: v.nullable(moneySchema),
  /**
   * A free-spin bonus's spins not played yet (all of its pack while it is available, none once it
   * ended); null for every other kind.
   */
  free_spins_left: v.nullable(v.number()),
  /** A free bet's least combined price (hundredths, 150 is 1.50) of the bet it pays; null for any price and other kinds. */
  min_price: v.nullable(v.number()),
  created_at: timestampSchema,
  activated_at: v.nullable(timestampSchema),
  expires_at: timestampSchema,
  finished_at: v.nullable(timestampSchema),
});

export const BONUS_FIELDS = Object.keys(bonusSchema.entries) as (keyof typeof bonusSchema.entries)[];

/** A cashback (§3: id, status active or paid_out, receiving_expired_at, description, end_date). */
export const cashbackSchema = v.object({
  id: v.number(),
  status: v.picklist(CASHBACK_STATUSES),
  amount: moneySchema,
  net_loss: moneySchema,
  percent: v.number(),
  description: v.string(),
  /** The last day of the period it pays back (yyyy-mm-dd). */
  end_date: v.string(),
  /** Until when it may be paid out; null once paid out. */
  receiving_expired_at: v.nullable(timestampSchema),
  created_at: timestampSchema,
});

export const CASHBACK_FIELDS = Object.keys(cashbackSchema.entries) as (keyof typeof cashbackSchema.entries)[];

export type Bonus = v.InferOutput<typeof bonusSchema>;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export type Cashback = v.InferOutput<typeof cashbackSchema>;
