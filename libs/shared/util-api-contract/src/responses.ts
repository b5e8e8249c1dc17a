import * as v from 'valibot';

/** An amount and its currency (spec §3); amounts are decimal units, rounded to cents. */
export const moneySchema = v.object({ amount: v.number(), currency: v.string() });
export type Money = v.InferOutput<typeof moneySchema>;

/** The answer of calls that report success as 1 (spec §8: anything else is a failure). */
export const oneSchema = v.literal(1);

/** A page of a list: its items and how many there are in all. */
export function pageOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), total: v.number() });
}

/** A decimal amount as it crosses the wire ("20.00", "-5.10"); integer minor units everywhere else. */
export const decimalAmountSchema = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

/** A date-time as the API sends it (ISO 8601). */
export const timestampSchema = v.string();

/**
 * An item of a call that takes `fields`: whole when the caller names no fields, otherwise only
 * the named ones (plus the keys the call always sends). A caller that asks for no fields may
 * treat the items as whole.
 */
export function withFields<TItem extends v.ObjectSchema<v.ObjectEntries, undefined>>(item: TItem) {
  return v.union([item, v.partial(item)]);
}
