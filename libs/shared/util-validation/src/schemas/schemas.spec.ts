import * as v from 'valibot';
import { check } from '../test-helpers';
import { changePasswordSchema, confirmContactSchema, contactRule, profileInfoQuerySchema } from './account';
import {
  loginSchema,
  messengerRegistrationSchema,
  newRegistrationSchema,
  registerRequestSchema,
  registrationSchema,
  resetPasswordSchema,
  restoreSchema,
} from './auth';
import { saveProfileInfoSchema } from './profile';

function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string[]> = {};
  if (!result.success) for (const issue of result.issues) (errors[String(issue.path?.[0]?.key ?? '_')] ??= []).push(issue.message);
  return errors;
}

describe('login payload', () => {
  it('strips the leading plus and drops an empty code', () => {
    expect(check(loginSchema, { login: '+4917000000', password: 'secret1', code: '' })).toEqual({
      ok: true,
      output: { login: '4917000000', password: 'secret1', code: undefined, resend_time: undefined },
    });
  });
  it('reports every field', () => {
    expect(fieldErrors(loginSchema, { login: '', password: 'x', code: '12' })).toEqual({
      login: ['validation.required'],
      password: ['validation.minLength?min=6'],
      code: ['validation.twoFactorCode'],
    });
  });
});

describe('registration payload', () => {
  it.each([
    ['email only', { email: 'new@example.com', password: 'secret1' }, {}],
    ['phone only', { phone: '+49 170 0000000', password: 'secret1' }, {}],
    ['no login, email or phone', { password: 'secret1' }, { email: ['validation.required'] }],
    [
      'repeat differs',
      { email: 'a@example.com', password: 'secret1', password_repeat: 'secret2' },
      { password_repeat: ['validation.sameAs?field=password'] },
    ],
    ['terms not accepted', { email: 'a@example.com', password: 'secret1', terms: '0' }, { terms: ['validation.truthy'] }],
    [
      'bad profile fields',
      { email: 'a@example.com', password: 'secret1', first_name: 'R2D2', birth_date: '31.02.2000' },
      { first_name: ['validation.name'], birth_date: ['validation.date'] },
    ],
    ['wrong types', { email: ['a@example.com'], password: { x: 1 } }, { email: ['validation.type'], password: ['validation.type'] }],
  ])('%s', (_name, input, errors) => {
    expect(fieldErrors(newRegistrationSchema, input)).toEqual(errors);
  });

  it('converts form strings', () => {
    const result = v.parse(registrationSchema, {
      email: 'a@example.com',
      password: 'secret1',
      notify: '1',
      is_betting: '0',
      character_id: '3',
      sex: '2',
      currency: 'eur',
    });
    expect(result).toMatchObject({ notify: 1, is_betting: 0, character_id: 3, sex: 2, currency: 'EUR' });
  });
});

describe('other payloads', () => {
  it.each([
    ['restore needs a login or email', restoreSchema, {}, { login: ['validation.required'] }],
    ['restore by email', restoreSchema, { email: 'a@example.com' }, {}],
    ['reset needs a token', resetPasswordSchema, { token: 'short', password: 'secret1' }, { token: ['validation.regex'] }],
    [
      'change password repeat',
      changePasswordSchema,
      { old_password: 'x', new_password: 'secret1', new_password_repeat: 'secret' },
      { new_password_repeat: ['validation.sameAs?field=new_password'] },
    ],
    ['confirm contact code', confirmContactSchema, { contact: 'a@example.com', code: '12345' }, { code: ['validation.code'] }],
    [
      'profile fields',
      saveProfileInfoSchema,
      { first_name: 'Anna', document_type: 'cpf', document_number: '123.456.789-09', sex: '1' },
      {},
    ],
    ['unknown profile field value', saveProfileInfoSchema, { document_type: 'licence' }, { document_type: ['validation.oneOf'] }],
    [
      'profile info fields',
      profileInfoQuerySchema,
      { fields: 'contacts,secrets' },
      { fields: ['validation.oneOf?values=contacts%2Cdocument'] },
    ],
    ['messenger hash', messengerRegistrationSchema, { is_tg: '1', id: '42', hash: 'nothex' }, { hash: ['validation.regex'] }],
  ] as const)('%s', (_name, schema, input, errors) => {
    expect(fieldErrors(schema, input)).toEqual(errors);
  });

  it.each([
    ['a@example.com', 'a@example.com'],
    ['+49 (170) 000-00-00', '491700000000'],
  ])('contact %s is kept as %s', (input, output) => {
    expect(check(contactRule(), input)).toEqual({ ok: true, output });
  });
  it.each([
    ['a@b', 'validation.email'],
    ['12', 'validation.phone'],
  ])('contact %s is rejected with %s', (input, message) => {
    expect(check(contactRule(), input)).toEqual({ ok: false, messages: [message] });
  });
});

describe('register request', () => {
  it.each([
    ['form', { email: 'a@example.com', password: 'secret1' }, 'form'],
    ['messenger', { is_tg: '1', id: '42', hash: 'a'.repeat(64) }, 'messenger'],
  ])('%s sign-up picks its schema', (_name, input, kind) => {
    const result = v.safeParse(registerRequestSchema, input);
    expect(result.success && result.output.kind).toBe(kind);
  });
  it('keeps field paths of the chosen schema', () => {
    expect(fieldErrors(registerRequestSchema, { is_tg: '1', id: 'x', hash: 'a'.repeat(64) })).toEqual({ id: ['validation.integer'] });
    expect(fieldErrors(registerRequestSchema, { email: 'bad', password: 'secret1' })).toEqual({ email: ['validation.email'] });
  });
});

describe('completing a social registration', () => {
  it('does not ask again for the contact the provider already gave', () => {
    expect(fieldErrors(registrationSchema, { password: 'secret1', currency: 'USD' })).toEqual({});
  });
});
