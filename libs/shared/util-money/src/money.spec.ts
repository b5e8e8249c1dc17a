import {
  MoneyError,
  currencyCode,
  decimalToMinor,
  minorDigits,
  minorToDecimal,
  minorToWireAmount,
  wireAmountToMinor,
  wireMoney,
} from './index';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof MoneyError ? error.reason : 'other error';
  }
  return 'no error';
};

describe('minorDigits', () => {
  it.each([
    ['JPY', 0],
    ['USD', 2],
    ['EUR', 2],
    ['RUB', 2],
    ['BHD', 3],
    ['KWD', 3],
    ['usd', 2],
  ])('%s has %i decimals (ISO 4217, from Intl)', (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits);
  });

  it('refuses what is not a three-letter code', () => {
    expect(reasonOf(() => minorDigits('US'))).toBe('currency');
    expect(reasonOf(() => currencyCode('US1'))).toBe('currency');
    expect(currencyCode(' eur ')).toBe('EUR');
  });
});

describe('decimalToMinor', () => {
  it.each([
    ['12.5', 'EUR', 1250],
    ['12,50', 'EUR', 1250],
    ['0.29', 'USD', 29],
    ['-0.5', 'USD', -50],
    ['-0.00', 'USD', 0],
    ['12', 'JPY', 12],
    ['1.234', 'BHD', 1234],
    ['0.001', 'KWD', 1],
    [' 7 ', 'USD', 700],
  ])('%s %s is %i minor units', (text, currency, minor) => {
    expect(Object.is(decimalToMinor(text, currency), minor)).toBe(true);
  });

  it.each([
    ['12.345', 'EUR', 'decimals'],
    ['1.5', 'JPY', 'decimals'],
    ['1.2345', 'BHD', 'decimals'],
    ['1,234.50', 'USD', 'shape'],
    ['12.', 'USD', 'shape'],
    ['abc', 'USD', 'shape'],
    ['', 'USD', 'shape'],
    ['1e3', 'USD', 'shape'],
    ['90071992547409.92', 'USD', 'range'],
  ])('refuses %s %s (%s)', (text, currency, reason) => {
    expect(reasonOf(() => decimalToMinor(text, currency))).toBe(reason);
  });
});

describe('minorToDecimal', () => {
  it.each([
    [1250, 'EUR', '12.50'],
    [5, 'USD', '0.05'],
    [-50, 'USD', '-0.50'],
    [0, 'USD', '0.00'],
    [12, 'JPY', '12'],
    [1234, 'BHD', '1.234'],
    ['1250', 'EUR', '12.50'],
    ['-0', 'EUR', '0.00'],
    [123456789012345678901234567890n, 'USD', '1234567890123456789012345678.90'],
  ])('%s %s is %s', (minor, currency, text) => {
    expect(minorToDecimal(minor, currency)).toBe(text);
  });

  it('refuses a fraction of a minor unit', () => {
    expect(reasonOf(() => minorToDecimal(12.5, 'USD'))).toBe('range');
    expect(reasonOf(() => minorToDecimal('12.5', 'USD'))).toBe('shape');
  });
});

describe('the player wire', () => {
  it.each([
    [12.5, 'EUR', 1250],
    [0.29, 'USD', 29],
    [1000, 'JPY', 1000],
    [1.234, 'BHD', 1234],
    [1e21, 'JPY', 'range'],
    [1e-7, 'USD', 'decimals'],
    [0.001, 'USD', 'decimals'],
    [Number.NaN, 'USD', 'shape'],
  ])('%s %s is %s minor units', (amount, currency, expected) => {
    if (typeof expected === 'number') expect(wireAmountToMinor(amount, currency)).toBe(expected);
    else expect(reasonOf(() => wireAmountToMinor(amount, currency))).toBe(expected);
  });

  it('answers minor units as the currency’s number, rounding a fractional count half up first', () => {
    expect(minorToWireAmount(1250, 'EUR')).toBe(12.5);
    expect(minorToWireAmount('1250', 'EUR')).toBe(12.5);
    expect(minorToWireAmount(1234, 'BHD')).toBe(1.234);
    expect(minorToWireAmount(12, 'JPY')).toBe(12);
    expect(minorToWireAmount(12.5, 'USD')).toBe(0.13);
    expect(wireMoney(29, 'USD')).toEqual({ amount: 0.29, currency: 'USD' });
  });
});
