import { validationMessageText } from './message-text';
import { mapServerErrors } from './server-errors';

describe('server errors to form fields', () => {
  it.each([
    ['first key per field', { email: ['validation.taken', 'validation.email'] }, ['email'], { email: 'validation.taken' }, []],
    ['mobile shown on the phone field', { mobile: ['validation.phone'] }, ['email', 'phone'], { phone: 'validation.phone' }, []],
    ['phone shown on the mobile field', { phone: ['validation.taken'] }, ['mobile'], { mobile: 'validation.taken' }, []],
    ['own name before the swapped one', { phone: ['a'], mobile: ['b'] }, ['phone', 'mobile'], { phone: 'a', mobile: 'b' }, []],
    ['a field the form lacks', { currency: ['validation.currency'] }, ['email'], {}, ['validation.currency']],
    ['a single string', { promo_code: 'INVALID' }, ['promo_code'], { promo_code: 'INVALID' }, []],
    ['empty lists ignored', { email: [] }, ['email'], {}, []],
  ] as const)('%s', (_name, errors, fields, mapped, unmatched) => {
    expect(mapServerErrors(errors, fields)).toEqual({ fields: mapped, unmatched });
  });

  it('copes with no errors at all', () => {
    expect(mapServerErrors(undefined, ['email'])).toEqual({ fields: {}, unmatched: [] });
  });
});

describe('validation message text', () => {
  const catalogue: Record<string, string> = { 'validation.minLength': 'Min length is {{min}}', 'validation.wrongField': 'Wrong value' };
  const translate = (key: string, params: Record<string, string>) =>
    catalogue[key]?.replace(/\{\{(\w+)\}\}/g, (_w, name: string) => params[name] ?? '');

  it.each([
    ['translated default', 'validation.minLength?min=6', {}, 'Min length is 6'],
    [
      'configured override by key',
      'validation.minLength?min=6',
      { 'validation.minLength': 'At least {min} characters' },
      'At least 6 characters',
    ],
    ['configured override by short key', 'validation.minLength?min=8', { minLength: 'Need {{min}}' }, 'Need 8'],
    ['unknown key falls back', 'validation.somethingNew', {}, 'Wrong value'],
  ])('%s', (_name, message, overrides, text) => {
    expect(validationMessageText(message, translate, overrides)).toBe(text);
  });
});
