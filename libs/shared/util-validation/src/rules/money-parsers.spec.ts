import { minorUnitsToDecimal, parseRefundAmount, parseStake } from '../index';

describe('money parsers (delegating to @nfx/money)', () => {
  it.each([
    ['2,50', undefined, 250],
    ['0.29', undefined, 29],
    ['2', 'JPY', 2],
    ['2.5', 'BHD', 2500],
  ])('parseStake(%p, %p) is %p minor units', (typed, currency, minor) => {
    expect(parseStake(typed, currency)).toBe(minor);
  });

  it('a stake with decimals the currency has not is NaN, so the rule refuses it', () => {
    expect(parseStake('2.5', 'JPY')).toBeNaN();
    expect(parseStake('two')).toBeNaN();
  });

  it('reads a refund in the cashier currency by default, or in the one named', () => {
    expect(parseRefundAmount('12,5')).toBe(1250);
    expect(parseRefundAmount('1.25', 'KWD')).toBe(1250);
    expect(parseRefundAmount('1.5', 'JPY')).toBeNaN();
    expect(parseRefundAmount('12.345')).toBeNaN();
  });

  it('writes minor units with every decimal of the currency, exactly at any size', () => {
    expect(minorUnitsToDecimal(-5)).toBe('-0.05');
    expect(minorUnitsToDecimal(1250.9)).toBe('12.50');
    expect(minorUnitsToDecimal('123456789012345678')).toBe('1234567890123456.78');
    expect(minorUnitsToDecimal(1500, 'BHD')).toBe('1.500');
    expect(minorUnitsToDecimal(1500, 'JPY')).toBe('1500');
  });
});
