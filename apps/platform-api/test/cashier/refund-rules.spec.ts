import { feeGivenBack } from '../../src/cashier/services/refund-fee';
import * as v from 'valibot';
import { minorUnitsToDecimal, parseRefundAmount, refundAmountRule } from '@nfx/validation';

describe('the fee a refund gives back (in proportion, half up, all of it at the end)', () => {
  it.each([
    // fee, amount, refunded so far, fee given back so far
    [60, 4_000, 0, 0],
    [60, 4_000, 1_000, 15],
    [60, 4_000, 4_000, 60],
    [23, 1_500, 750, 12], // 11.5 rounds up: the player's side of the cent
    [23, 1_500, 1, 0],
    [23, 1_500, 33, 1], // 0.506
    [23, 1_500, 1_499, 23],
    [0, 5_000, 2_500, 0],
    [1, 3, 1, 0],
    [1, 3, 2, 1],
    [1_500_000_000, 99_999_999_999, 33_333_333_333, 500_000_000],
  ])('fee %p of %p with %p refunded: %p back', (fee, amount, refunded, back) => {
    expect(feeGivenBack(fee, amount, refunded)).toBe(back);
  });

  it('never gives back more than the fee or less than before, so parts in any order sum to the whole fee', () => {
    const fee = 37;
    const amount = 2_471;
    let previous = 0;
    for (let refunded = 0; refunded <= amount; refunded += 1) {
      const back = feeGivenBack(fee, amount, refunded);
      expect(back).toBeGreaterThanOrEqual(previous);
      expect(back).toBeLessThanOrEqual(fee);
      previous = back;
    }
    expect(previous).toBe(fee);
  });
});

describe('the amount typed on the back office’s refunds page', () => {
  /** The rule's first message, or the amount in minor units. */
  const check = (typed: string, left: number) => {
    const result = v.safeParse(refundAmountRule(left), typed);
    return result.success ? { ok: true, minor: parseRefundAmount(result.output) } : { ok: false, error: result.issues[0].message };
  };

  it.each([
    ['12', 5_000, { ok: true, minor: 1_200 }],
    ['12.5', 5_000, { ok: true, minor: 1_250 }],
    ['12,50', 5_000, { ok: true, minor: 1_250 }],
    [' 0.29 ', 5_000, { ok: true, minor: 29 }],
    ['50.00', 5_000, { ok: true, minor: 5_000 }],
    ['50.01', 5_000, { ok: false, error: 'validation.maxValue?max=50.00' }],
    ['0', 5_000, { ok: false, error: 'validation.minValue?min=0.01' }],
    ['0.00', 5_000, { ok: false, error: 'validation.minValue?min=0.01' }],
    ['', 5_000, { ok: false, error: 'validation.required' }],
    ['-1', 5_000, { ok: false, error: 'validation.wrongField' }],
    ['1.234', 5_000, { ok: false, error: 'validation.wrongField' }],
    ['1e3', 5_000, { ok: false, error: 'validation.wrongField' }],
    ['1,000.00', 500_000, { ok: false, error: 'validation.wrongField' }],
    ['Infinity', 5_000, { ok: false, error: 'validation.wrongField' }],
    ['9999999999999', 5_000, { ok: false, error: 'validation.wrongField' }],
    ['１２', 5_000, { ok: false, error: 'validation.wrongField' }],
  ])('%p with %p left is %p', (typed, left, expected) => {
    expect(check(typed, left)).toEqual(expected);
  });

  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [29, '0.29'],
    [1_250, '12.50'],
    [-1_250, '-12.50'],
    [99_999_999_999, '999999999.99'],
  ])('%p minor units cross the wire as %p', (minor, decimal) => {
    expect(minorUnitsToDecimal(minor)).toBe(decimal);
    if (minor > 0) expect(parseRefundAmount(decimal)).toBe(minor);
  });
});
