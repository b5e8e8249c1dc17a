import { formatBalance, formatNumber, roundBalance } from './index';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1234.5, '1,234.50'],
    [0.1, '0.10'],
    [1.005, '1.01'],
    [999.999, '1,000.00'],
    [-1234567.891, '-1,234,567.89'],
    [-0.001, '0.00'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%p → %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('formatBalance', () => {
  it.each([
    [0, '0.00'],
    [1234, '1,234.00'],
    [1234.5, '1,234.50'],
    [-42.126, '-42.13'],
  ])('%p → %p', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });
});

describe('roundBalance', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [1234.005, 1234.01],
    [0.285, 0.29],
    [10.075, 10.08],
    [-1.005, -1.01],
    [-0.001, 0],
    [2, 2],
    [99.99, 99.99],
  ])('%p → %p', (input, expected) => {
    expect(roundBalance(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundBalance(-0.004), 0)).toBe(true);
  });
});
