import { check } from '../test-helpers';
import { cardHolderRule, cardNumberRule, passesLuhn } from './card';
import { ibanRule } from './iban';
import { sumRule } from './sum';

describe('IBAN rule', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82WEST12345698765432', 'GB82WEST12345698765432'],
    ['fr14 2004 1010 0505 0001 3m02 606', 'FR1420041010050500013M02606'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['BE68539007547034', 'BE68539007547034'],
    ['ES9121000418450200051332', 'ES9121000418450200051332'],
    ['IT60X0542811101000000123456', 'IT60X0542811101000000123456'],
    ['CH9300762011623852957', 'CH9300762011623852957'],
    ['AT611904300234573201', 'AT611904300234573201'],
    ['LV80BANK0000435195001', 'LV80BANK0000435195001'],
    ['NO9386011117947', 'NO9386011117947'],
    ['PL61109010140000071219812874', 'PL61109010140000071219812874'],
    ['SA0380000000608010167519', 'SA0380000000608010167519'],
    ['BR1800360305000010009795493C1', 'BR1800360305000010009795493C1'],
    ['MT84MALT011000012345MTLCAST001S', 'MT84MALT011000012345MTLCAST001S'],
    ['FI2112345600000785', 'FI2112345600000785'],
    ['DK5000400440116243', 'DK5000400440116243'],
    ['SE4550000000058398257466', 'SE4550000000058398257466'],
  ])('accepts %s', (input, output) => {
    expect(check(ibanRule(), input)).toEqual({ ok: true, output });
  });

  it.each([
    ['DE89370400440532013001', 'checksum'],
    ['GB82WEST12345698765433', 'checksum'],
    ['FR1420041010050500013M02607', 'checksum'],
    ['DE8937040044053201300', 'length for DE'],
    ['LV80BANK000043519500', 'length for LV'],
    ['NO93860111179470', 'length for NO'],
    ['XX89370400440532013000', 'unknown country'],
    ['89370400440532013000', 'no country'],
    ['DE89-3704-0044!0532013000', 'symbols'],
  ])('rejects %s (%s)', (input) => {
    expect(check(ibanRule(), input)).toEqual({ ok: false, messages: ['validation.iban'] });
  });

  it('requires a value', () => {
    expect(check(ibanRule(), '  ')).toEqual({ ok: false, messages: ['validation.required'] });
  });
});

describe('card number rule', () => {
  it.each([
    '4111111111111111',
    '4012888888881881',
    '4222222222222',
    '5555555555554444',
    '5105105105105100',
    '2223003122003222',
    '378282246310005',
    '371449635398431',
    '6011111111111117',
    '3530111333300000',
    '30569309025904',
    '4111 1111 1111 1111',
    '411111...1111',
    'new',
  ])('accepts %s', (input) => {
    expect(check(cardNumberRule(), input).ok).toBe(true);
  });

  it.each([
    '4111111111111112',
    '5555555555554445',
    '378282246310006',
    '41111...1111',
    '411111..1111',
    'NEW CARD',
    '4111',
    'abcd efgh ijkl mnop',
  ])('rejects %s', (input) => {
    expect(check(cardNumberRule(), input)).toEqual({ ok: false, messages: ['validation.cardNumber'] });
  });

  it('lets a configured pattern replace the default check', () => {
    const rule = cardNumberRule(/^\d{4}$/);
    expect(check(rule, '1234').ok).toBe(true);
    expect(check(rule, '4111111111111111').ok).toBe(false);
  });

  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['12a', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('card holder rule', () => {
  it.each(["JOHN O'NEIL", 'Anna-Maria K.', 'Jānis Bērziņš'])('accepts %s', (input) => {
    expect(check(cardHolderRule(), input).ok).toBe(true);
  });
  it.each(['John 2nd', 'John_Smith', 'J@ne'])('rejects %s', (input) => {
    expect(check(cardHolderRule(), input)).toEqual({ ok: false, messages: ['validation.cardHolder'] });
  });
});

describe('sum rule', () => {
  const rule = sumRule({ min: 10, max: 5000 });
  it.each([
    ['10', '10'],
    ['1,000', '1,000'],
    ['5000', '5000'],
  ])('accepts %s', (input, output) => {
    expect(check(rule, input)).toEqual({ ok: true, output });
  });
  it.each([
    ['9', 'validation.sum?min=10&max=5000'],
    ['5,001', 'validation.sum?min=10&max=5000'],
    ['010', 'validation.wrongField'],
    ['12.5', 'validation.wrongField'],
    ['-5', 'validation.wrongField'],
    ['', 'validation.required'],
  ])('rejects %s with %s first', (input, message) => {
    const result = check(rule, input);
    expect(result.ok ? null : result.messages[0]).toBe(message);
  });
});
