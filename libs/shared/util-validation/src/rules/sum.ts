import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';
import { formString } from './text';

const SUM_PATTERN = /^[1-9]\d{0,2}(?:,?\d{3})*$/;

/** "1,000" → 1000: the min and max checks ignore thousands commas (§5). */
export function parseSum(value: string): number {
  return Number(value.replace(/,/g, ''));
}

/**
 * Sum (§5): digits only (thousands commas allowed), no leading zero, within the field's bounds;
 * out of bounds reports `validation.sum?min=…&max=…`, anything else `validation.wrongField`.
 */
export const sumRule = (bounds: { min?: number; max?: number } = {}) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(20, messageKeys.wrongField),
    v.regex(SUM_PATTERN, messageKeys.wrongField),
    v.check(
      (value) => {
        // A malformed sum already has its message; the bounds speak only about numbers.
        if (!SUM_PATTERN.test(value)) return true;
        const amount = parseSum(value);
        return (bounds.min === undefined || amount >= bounds.min) && (bounds.max === undefined || amount <= bounds.max);
      },
      encodeMessage(messageKeys.sum, { min: bounds.min ?? 1, max: bounds.max ?? '∞' }),
    ),
  );
