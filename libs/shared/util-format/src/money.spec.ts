import { currencySymbol, formatMoney } from './index';

describe('formatMoney', () => {
  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [1234, 'USD', '$1,234.00'],
    [0, 'EUR', '€0.00'],
    [99.999, 'GBP', '£100.00'],
    [1500, 'RUB', '₽1,500.00'],
    [1234.5, 'usd', '$1,234.50'],
    [-5.5, 'USD', '-$5.50'],
    [1234.5, 'XYZ', '1,234.50 XYZ'],
    [-1234.5, 'XYZ', '-1,234.50 XYZ'],
    [Number.NaN, 'USD', ''],
  ])('%p %s → %p', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('uses the default currency USD when none is given', () => {
    expect(formatMoney(10)).toBe('$10.00');
  });
});

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['eur', '€'],
    ['XYZ', undefined],
  ])('%s → %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});
