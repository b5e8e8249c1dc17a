import * as v from 'valibot';
import { encodeMessage, formString } from '@nfx/validation';
import { STAKES } from '../../casino/slot/paytable';
import { messageKeys, sysnameSchema } from './schemas';

export const modeSchema = v.optional(v.picklist(['demo', 'play'], encodeMessage(messageKeys.oneOf, { values: 'demo,play' })), 'play');

/** A stake in major units ("0.50", 1) that must be one of the offered stakes; → minor units. */
export const stakeSchema = v.pipe(
  v.union(
    [v.pipe(formString(), v.regex(/^\d{1,6}(\.\d{1,2})?$/, messageKeys.sum)), v.pipe(v.number(messageKeys.sum), v.finite(messageKeys.sum))],
    messageKeys.sum,
  ),
  v.transform((value) => Math.round(Number(value) * 100)),
  v.check(
    (minor) => (STAKES as readonly number[]).includes(minor),
    encodeMessage(messageKeys.oneOf, { values: STAKES.map((stake) => (stake / 100).toFixed(2)).join(',') }),
  ),
);

export { sysnameSchema };
