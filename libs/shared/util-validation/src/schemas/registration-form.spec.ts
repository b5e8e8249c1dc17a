import * as v from 'valibot';
import { maxDateRule } from '../rules/date';
import { plainCharactersRule, wordCharactersRule } from '../rules/charsets';
import { check } from '../test-helpers';
import { registrationFormSchema, ruleForField, type FieldDefinition } from './registration-form';

const field = (sysname: string, type: FieldDefinition['type'] = 'input', options?: FieldDefinition['options']): FieldDefinition => ({
  sysname,
  type,
  options,
});

function firstErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) errors[String(issue.path?.[0]?.key ?? '_')] ??= issue.message;
  return errors;
}

describe('rules chosen per field', () => {
  it.each([
    [field('email'), 'x@y', 'validation.email'],
    [field('first_name'), 'R2D2', 'validation.name'],
    [field('postcode', 'input', { regex: '^\\d{5}$' }), '1234', 'validation.postcode'],
    [field('postcode'), '123456789', 'validation.postcode'],
    [field('document_number', 'input', { regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' }), '12345678909', 'validation.regex'],
    [field('birth_date', 'date'), '31.02.1990', 'validation.date'],
    [field('region', 'region'), '', 'validation.required'],
    [field('note', 'input', { regex: '([' }), '', 'validation.required'],
  ])('%j rejects %j with %s', (definition, input, message) => {
    const result = check(ruleForField(definition), input);
    expect(result.ok ? null : result.messages[0]).toBe(message);
  });

  it('checks phones against the country masks when given', () => {
    const rule = ruleForField(field('phone', 'phone'), { phoneMasks: ['+371 ## ### ###'] });
    expect(check(rule, '20000000').ok).toBe(true);
    expect(check(rule, '200000001').ok).toBe(false);
  });
});

describe('registration form schema', () => {
  const schema = registrationFormSchema(
    [
      { field: field('email'), required: true },
      { field: field('password', 'password'), required: true },
      { field: field('first_name'), required: false },
    ],
    { termsRequired: true },
  );

  it.each([
    ['everything fine', { email: 'a@example.com', password: 'secret1', first_name: '', terms: true }, {}],
    [
      'optional field blank but required ones missing',
      { email: '', password: '', terms: true },
      { email: 'validation.required', password: 'validation.required' },
    ],
    [
      'optional field filled badly',
      { email: 'a@example.com', password: 'secret1', first_name: 'x1', terms: true },
      { first_name: 'validation.name' },
    ],
    ['terms unticked', { email: 'a@example.com', password: 'secret1', terms: false }, { terms: 'validation.terms' }],
  ])('%s', (_name, input, errors) => {
    expect(firstErrors(schema, input)).toEqual(errors);
  });

  it('does not ask for terms when they are off', () => {
    const relaxed = registrationFormSchema([{ field: field('email'), required: true }], { termsRequired: false });
    expect(firstErrors(relaxed, { email: 'a@example.com' })).toEqual({});
  });
});

describe('other §5 rules', () => {
  const limit = new Date(Date.UTC(2006, 0, 1));
  it.each([
    ['', true],
    ['01.01.2006', true],
    ['02.01.2006', false],
    ['not a date', false],
  ])('max date %j passes: %s', (input, ok) => {
    expect(check(maxDateRule(limit), input).ok).toBe(ok);
  });

  it.each([
    [plainCharactersRule(), 'Player42', true],
    [plainCharactersRule(), 'Player 42', false],
    [plainCharactersRule(), "O'Brien", false],
    [wordCharactersRule(), 'Привет, Jānis! (ok)', true],
    [wordCharactersRule(), '<script>', false],
  ])('character set %#: %j passes %s', (rule, input, ok) => {
    expect(check(rule, input).ok).toBe(ok);
  });
});
