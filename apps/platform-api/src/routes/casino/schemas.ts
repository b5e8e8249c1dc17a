import * as v from 'valibot';
import { encodeMessage, formFlag, formInt, formString, messageKeys } from '@nfx/validation';

export { fieldList, inputObject, integerParam, queryCommon } from '../content/schemas';
export { formFlag, formInt, messageKeys };

/** Game, provider and category names: lower-case words joined by dashes. */
export const sysnameSchema = v.pipe(
  formString(),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(64, encodeMessage(messageKeys.maxLength, { max: 64 })),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, messageKeys.regex),
);

/** A list of sysnames as a JSON array or a comma-joined string, at most `max` of them. */
export function sysnameList(max: number) {
  return v.pipe(
    v.union(
      [
        v.array(v.string(messageKeys.type), messageKeys.type),
        v.pipe(
          v.string(messageKeys.type),
          v.maxLength(max * 65, encodeMessage(messageKeys.maxLength, { max: max * 65 })),
          v.transform((value) => value.split(',')),
        ),
      ],
      messageKeys.type,
    ),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
    v.maxLength(max, encodeMessage(messageKeys.maxLength, { max })),
    v.check((items) => items.every((item) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(item)), messageKeys.regex),
  );
}

export const idSchema = formInt({ min: 1, max: 2_147_483_647 });

/** `yyyy-mm-dd`, a real calendar day. */
export const isoDate = v.pipe(
  formString(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, messageKeys.date),
  v.check(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    messageKeys.date,
  ),
);
