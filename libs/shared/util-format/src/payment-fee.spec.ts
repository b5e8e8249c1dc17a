import { paymentFeeMinor } from './index';

describe('paymentFeeMinor', () => {
  it.each([
    // amount (minor), percent, fixed (USD), fee (minor)
    [1_500, 1.5, 0, 23],
    [1_000, 1.5, 0, 15],
    [500, 1.5, 0, 8],
    [100_000, 1.5, 0, 1_500],
    [33_300, 1.5, 0, 500],
    [2_000, 0, 0, 0],
    [2_000, 0, 0.5, 50],
    [2_000, 2.25, 0.3, 75],
    [100, 0, 5, 99],
    [0, 1.5, 0, 0],
  ])('%p at %p %% + %p → %p', (amount, percent, fixed, expected) => {
    expect(paymentFeeMinor(amount, { percent, fixed: { amount: fixed, currency: 'USD' } })).toBe(expected);
  });
});
