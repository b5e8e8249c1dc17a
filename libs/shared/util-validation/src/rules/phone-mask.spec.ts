import { check } from '../test-helpers';
import { countryFromPastedPhone, formatPhone, maskPhoneInput, maskedPhoneRule, phoneMasksOf } from './phone-mask';

const germany = { country_code: 'DE', phone_code: '49', mask: ['+49 ### ########', '+49 #### #######'] };
const latvia = { country_code: 'LV', phone_code: '371', mask: '+371 ## ### ###' };
const usa = { country_code: 'US', phone_code: '1', mask: '+1 (###) ###-####' };
const canada = { country_code: 'CA', phone_code: '1', mask: '+1 (###) ###-####' };
const countries = [germany, latvia, usa, canada];

describe('phone masks', () => {
  it.each([
    ['2', latvia, '+371 2'],
    ['20000000', latvia, '+371 20 000 000'],
    ['2000000099', latvia, '+371 20 000 000'],
    ['2a0', latvia, '+371 20'],
    ['2125550123', usa, '+1 (212) 555-0123'],
    ['15112345678', germany, '+49 151 12345678'],
    ['', latvia, ''],
  ])('formats %s for %s', (slots, country, text) => {
    expect(formatPhone(slots, phoneMasksOf(country)).text).toBe(text);
  });

  it('re-reads its own formatting and ignores input past the longest mask', () => {
    const masks = phoneMasksOf(latvia);
    const typed = maskPhoneInput('+371 20 000 0009', masks);
    expect(typed).toEqual({ text: '+371 20 000 000', slots: '20000000', complete: true });
    expect(maskPhoneInput('+371 20 0', masks)).toEqual({ text: '+371 20 0', slots: '200', complete: false });
  });

  it.each([
    ['#', /\d/, '5', 'x'],
    ['@', /\p{L}/u, 'x', '5'],
  ])('the %s token takes only its kind', (token, _kind, fits, misfits) => {
    const masks = [`${token}${token}`];
    expect(formatPhone(`${fits}${fits}`, masks).complete).toBe(true);
    expect(formatPhone(`${misfits}${misfits}`, masks).slots).toBe('');
  });

  it('the * token takes a letter or a digit', () => {
    expect(formatPhone('a1', ['**'])).toEqual({ text: 'a1', slots: 'a1', complete: true });
  });

  it.each([
    ['+371 20000000', null, 'LV', '20000000'],
    ['00371 2000 0000', null, 'LV', '20000000'],
    ['+1 (416) 555-0123', canada, 'CA', '4165550123'],
    ['+1 212 555 0123', usa, 'US', '2125550123'],
    ['+49 151 12345678', latvia, 'DE', '15112345678'],
  ] as const)('pasting %s picks the country by its phone code', (pasted, current, country, slots) => {
    const result = countryFromPastedPhone(pasted, countries, current);
    expect(result?.country.country_code).toBe(country);
    expect(result?.slots).toBe(slots);
  });

  it.each(['20000000', '+999 123'])('pasting %s picks no country', (pasted) => {
    expect(countryFromPastedPhone(pasted, countries)).toBeNull();
  });

  it.each([
    ['20000000', true],
    ['2000000', false],
    ['', false],
  ])('masked phone rule: %s valid is %s', (slots, ok) => {
    expect(check(maskedPhoneRule(phoneMasksOf(latvia)), slots).ok).toBe(ok);
  });

  it('accepts either of two masks', () => {
    const rule = maskedPhoneRule(phoneMasksOf(germany));
    expect(check(rule, '15112345678').ok).toBe(true);
    expect(check(rule, '1511234567').ok).toBe(false);
    expect(check(rule, '1511234567').ok ? [] : (check(rule, '1511234567') as { messages: string[] }).messages).toEqual([
      'validation.phone',
    ]);
  });
});
