import { check } from '../test-helpers';
import { codeRule, twoFactorCodeRule } from './codes';
import { dateRule, parseDottedDate } from './date';
import { emailRule } from './email';
import { fakenameRule } from './fakename';
import { formFlag, formInt, formList, truthyCheckbox } from './form-values';
import { loginRule } from './login';
import { countryCodeRule, currencyRule, postcodeRule, promoCodeRule } from './misc';
import { addressRule, looseNameRule, nameRule } from './names';
import { passwordRule } from './password';
import { applyPhoneMask, phoneRule } from './phone';

const mega = 'a'.repeat(1024 * 1024);

describe.each([
  [
    'email',
    emailRule(),
    [
      ['player@example.com', 'player@example.com'],
      ['  player@mail.example.co  ', 'player@mail.example.co'],
    ],
    [
      ['', 'validation.required'],
      ['player', 'validation.email'],
      ['pla yer@example.com', 'validation.email'],
      ['player@example', 'validation.email'],
      ['player@a.b.c.d', 'validation.email'],
      [`${mega}@example.com`, 'validation.maxLength?max=254'],
      [42, 'validation.type'],
    ],
  ],
  [
    'password',
    passwordRule(),
    [
      ['secret1', 'secret1'],
      ['Pa$$w0rd!{}', 'Pa$$w0rd!{}'],
    ],
    [
      ['', 'validation.required'],
      ['short', 'validation.minLength?min=6'],
      ['a'.repeat(21), 'validation.maxLength?max=20'],
      ['pass word', 'validation.passwordSymbols?symbols=+'],
      ['пароль123', 'validation.passwordSymbols?symbols=%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C'],
    ],
  ],
  [
    'code',
    codeRule(),
    [
      ['123456', '123456'],
      [' 000001 ', '000001'],
    ],
    [
      ['', 'validation.required'],
      ['12345', 'validation.code'],
      ['1234567', 'validation.code'],
      ['12a456', 'validation.code'],
    ],
  ],
  ['two-factor code', twoFactorCodeRule(), [['654321', '654321']], [['65432', 'validation.twoFactorCode']]],
  [
    'fakename',
    fakenameRule(),
    [
      ['Lucky7', 'Lucky7'],
      ['Игрок', 'Игрок'],
    ],
    [
      ['abc', 'validation.minLength?min=4'],
      ['lucky player', 'validation.fakename'],
      ['lucky_7', 'validation.fakename'],
      ['<b>hi</b>', 'validation.fakename'],
    ],
  ],
  [
    'login',
    loginRule(),
    [
      ['+491701234567', '491701234567'],
      ['player', 'player'],
      ['player@example.com', 'player@example.com'],
    ],
    [
      ['', 'validation.required'],
      ['+', 'validation.required'],
      ["x' OR 1=1 --", 'validation.login'],
      ['play\u0000er', 'validation.type'],
      ['play\u001ber', 'validation.type'],
    ],
  ],
  [
    'name',
    nameRule(),
    [
      ['Anna-Maria', 'Anna-Maria'],
      ["O'Brien", "O'Brien"],
      ['Jānis', 'Jānis'],
    ],
    [
      ['', 'validation.required'],
      ['Anna2', 'validation.name'],
      ['<script>', 'validation.name'],
      ['a_b', 'validation.name'],
    ],
  ],
  [
    'loose name',
    looseNameRule(),
    [
      ['Riga 2', 'Riga 2'],
      ['St. Petersburg (old)', 'St. Petersburg (old)'],
    ],
    [['<b>', 'validation.name']],
  ],
  ['address', addressRule(), [['Main st. 12/3', 'Main st. 12/3']], [['Main st. <12>', 'validation.address']]],
  [
    'phone',
    phoneRule(),
    [
      ['+49 170 123-45-67', '491701234567'],
      ['37120000000', '37120000000'],
    ],
    [
      ['', 'validation.required'],
      ['12ab56', 'validation.phone'],
      ['1234', 'validation.phone'],
    ],
  ],
  [
    'postcode',
    postcodeRule(),
    [['12345678', '12345678']],
    [
      ['123456789', 'validation.postcode'],
      ['AB12', 'validation.postcode'],
    ],
  ],
  [
    'promo code',
    promoCodeRule(),
    [
      ['  WELCOME-100 ', 'WELCOME-100'],
      ['', ''],
    ],
    [['<x>', 'validation.regex']],
  ],
  ['currency', currencyRule(), [['eur', 'EUR']], [['EURO', 'validation.currency']]],
  ['country', countryCodeRule(), [['br', 'BR']], [['BRA', 'validation.country']]],
  [
    'date',
    dateRule(),
    [['29.02.2024', '29.02.2024']],
    [
      ['29.02.2023', 'validation.date'],
      ['2024-02-01', 'validation.date'],
      ['01.01.24', 'validation.date'],
    ],
  ],
  [
    'flag',
    formFlag(),
    [
      ['1', 1],
      ['0', 0],
      [true, 1],
      [0, 0],
    ],
    [
      ['yes', 'validation.flag'],
      ['2', 'validation.flag'],
    ],
  ],
  [
    'integer',
    formInt({ min: 0, max: 100 }),
    [
      ['42', 42],
      [7, 7],
    ],
    [
      ['4.2', 'validation.integer'],
      ['101', 'validation.maxValue?max=100'],
      ['-1', 'validation.minValue?min=0'],
    ],
  ],
  [
    'truthy checkbox',
    truthyCheckbox(),
    [
      ['1', 1],
      [true, 1],
    ],
    [
      ['0', 'validation.truthy'],
      ['', 'validation.truthy'],
    ],
  ],
  [
    'field list',
    formList(['contacts', 'document'] as const),
    [
      ['contacts,document', ['contacts', 'document']],
      ['contacts', ['contacts']],
    ],
    [['contacts,password', 'validation.oneOf?values=contacts%2Cdocument']],
  ],
] as const)('%s rule', (_name, rule, valid, invalid) => {
  it.each(valid as ReadonlyArray<readonly [unknown, unknown]>)('accepts %j as %j', (input, output) => {
    expect(check(rule, input)).toEqual({ ok: true, output });
  });
  it.each(invalid as ReadonlyArray<readonly [unknown, string]>)('rejects %j with %s', (input, message) => {
    const result = check(rule, input);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.messages).toContain(message);
  });
});

describe('date helpers', () => {
  it.each([
    ['01.02.2000', '2000-02-01T00:00:00.000Z'],
    ['31.04.2000', null],
    ['1.2.2000', null],
  ])('parses %s as %s', (text, iso) => {
    expect(parseDottedDate(text)?.toISOString() ?? null).toBe(iso);
  });

  it('checks min and max dates', () => {
    const rule = dateRule({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2010, 0, 1)) });
    expect(check(rule, '31.12.1999')).toEqual({ ok: false, messages: ['validation.minDate?min=01.01.2000'] });
    expect(check(rule, '02.01.2010')).toEqual({ ok: false, messages: ['validation.maxDate?max=01.01.2010'] });
    expect(check(rule, '01.01.2010').ok).toBe(true);
  });
});

describe('phone masks', () => {
  it.each([
    ['4915112345678', '+## ### #######', '+49 151 1234567'],
    ['371200000009999', '+### ## ### ###', '+371 20 000 000'],
    ['12', '(###) ###', '(12'],
  ])('formats %s with %s', (digits, mask, expected) => {
    expect(applyPhoneMask(digits, mask)).toBe(expected);
  });
});
