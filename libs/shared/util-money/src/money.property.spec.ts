import fc from 'fast-check';
import { decimalToMinor, minorDigits, minorToDecimal, minorToWireAmount, wireAmountToMinor } from './index';

/** The site's currencies (seed site settings' available_currencies) plus one of each other exponent. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'RUB', 'JPY', 'BHD', 'KWD'] as const;

/** What a money form accepts: up to 12 whole digits and at most the currency's decimals. */
const typedAmount = fc.constantFrom(...CURRENCIES).chain((currency) =>
  fc
    .record({
      whole: fc.stringMatching(/^\d{1,12}$/),
      fraction: fc.stringMatching(new RegExp(`^\\d{0,${minorDigits(currency)}}$`)),
      comma: fc.boolean(),
    })
    .map(({ whole, fraction, comma }) => ({ currency, text: fraction ? `${whole}${comma ? ',' : '.'}${fraction}` : whole })),
);

/** The decimal's value written as the staff wire writes it: no leading zeros, every decimal. */
function canonical(text: string, currency: string): string {
  const [whole = '', fraction = ''] = text.split(/[.,]/);
  const digits = minorDigits(currency);
  const integer = whole.replace(/^0+(?=\d)/, '');
  return digits === 0 ? integer : `${integer}.${fraction.padEnd(digits, '0')}`;
}

describe('money round trips', () => {
  it('a typed amount survives decimal → minor → decimal', () => {
    fc.assert(
      fc.property(typedAmount, ({ currency, text }) => {
        expect(minorToDecimal(decimalToMinor(text, currency), currency)).toBe(canonical(text, currency));
      }),
    );
  });

  it('a typed amount sent as the player API’s number survives wire → minor → wire', () => {
    fc.assert(
      fc.property(typedAmount, ({ currency, text }) => {
        const wire = Number(text.replace(',', '.'));
        const minor = wireAmountToMinor(wire, currency);
        expect(minor).toBe(decimalToMinor(text, currency));
        expect(minorToWireAmount(minor, currency)).toBe(wire);
      }),
    );
  });

  it('any ledger amount survives minor → wire → minor, on both wires', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (currency, minor) => {
        expect(wireAmountToMinor(minorToWireAmount(minor, currency), currency)).toBe(minor);
        expect(decimalToMinor(minorToDecimal(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});
