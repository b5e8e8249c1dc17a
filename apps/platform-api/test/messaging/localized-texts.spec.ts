import { accountMailTexts } from '../../src/account/mail-texts';
import { CONTACT_CONFIRMATION_POLICY } from '../../src/account/services/contact-confirmation';
import { verificationMailTexts } from '../../src/identity-verification/mail-texts';
import { fillTemplate, inLocale, MESSAGE_LOCALES } from '../../src/messaging/localized-texts';

const texts = { en: 'en', de: 'de', es: 'es', lv: 'lv', 'pt-BR': 'pt-BR', ru: 'ru' };

describe('texts of server messages', () => {
  it.each([
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['de-AT', 'de'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('a player in %s reads %s', (locale, expected) => {
    expect(inLocale(texts, locale)).toBe(expected);
  });

  it('fills {{names}} and leaves unknown ones visible', () => {
    expect(fillTemplate('Code {{code}}, link {{ link }}, {{missing}}', { code: '123456', link: 'https://x' })).toBe(
      'Code 123456, link https://x, {{missing}}',
    );
  });

  const leaves = (tree: object, prefix = ''): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
    );
  const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  describe.each([
    ['account', accountMailTexts],
    ['identity verification', verificationMailTexts],
  ] as const)('%s messages', (_area, catalogue) => {
    const english = new Map(leaves(catalogue.en));
    it.each(MESSAGE_LOCALES.filter((locale) => locale !== 'en'))(
      '%s has every text, non-empty, with the variables of English',
      (locale) => {
        const translated = new Map(leaves(catalogue[locale]));
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of translated) {
          expect(text.trim()).not.toBe('');
          expect({ key, variables: variables(text) }).toEqual({ key, variables: variables(english.get(key)!) });
        }
      },
    );
  });

  it.each(MESSAGE_LOCALES)('the %s confirmation message names the code’s and the link’s lifetimes', (locale) => {
    const confirmation = accountMailTexts[locale].confirmation;
    expect(confirmation.code).toContain(String(CONTACT_CONFIRMATION_POLICY.codeTtlMs / 60_000));
    expect(confirmation.sms).toContain(String(CONTACT_CONFIRMATION_POLICY.codeTtlMs / 60_000));
    expect(confirmation.link).toContain(String(CONTACT_CONFIRMATION_POLICY.linkTtlMs / 3_600_000));
  });
});
