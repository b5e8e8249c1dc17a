import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MESSAGES = join(__dirname, '../../src/seed/content/messages');
const validation = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(MESSAGES, locale, 'validation.json'), 'utf8')) as Record<string, string>;

/** Spec §5, "Default messages" and "Other texts", word for word (`{min}` is i18next's `{{min}}`). */
const SPEC_DEFAULTS: Record<string, string> = {
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is {{min}}',
  maxLength: 'Max length is {{max}}',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  sameAs: 'Same as field',
  regex: 'Field regex',
  cardNumber: 'Field Card number',
  minValue: 'Min value is {{min}}',
  maxValue: 'Max value is {{max}}',
  date: 'Wrong date',
  valueRequired: 'Value is required',
  valueEmail: 'Value is not a valid email address',
  atLeast: 'This field should be at least {{min}} characters long',
  maxAllowed: 'The maximum length allowed is {{max}}',
};

describe('the default validation messages (spec §5)', () => {
  it('are the spec wordings in English', () => {
    const english = validation('en');
    expect(Object.fromEntries(Object.keys(SPEC_DEFAULTS).map((key) => [key, english[key]]))).toEqual(SPEC_DEFAULTS);
  });

  it.each(['de', 'es', 'lv', 'pt-BR', 'ru'])('are translated in %s, with the same placeholders', (locale) => {
    const translated = validation(locale);
    for (const [key, english] of Object.entries(SPEC_DEFAULTS)) {
      expect(translated[key]).toEqual(expect.any(String));
      expect(translated[key]).not.toBe(english);
      expect(translated[key]!.match(/\{\{\w+\}\}/g) ?? []).toEqual(english.match(/\{\{\w+\}\}/g) ?? []);
    }
  });
});
