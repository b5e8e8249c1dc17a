import { type ChooseLocaleInput, chooseLocale, parseAcceptLanguage } from './index';

const available = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];
const base = { available, defaultLocale: 'en' };

describe('chooseLocale', () => {
  it.each<[string, Partial<ChooseLocaleInput>, string]>([
    ['the account locale wins', { accountLocale: 'de', cookieLocale: 'ru', acceptLanguage: 'es' }, 'de'],
    ['the account locale matches case-insensitively, canonical output', { accountLocale: 'PT-br' }, 'pt-BR'],
    ['an unavailable account locale falls through to the cookie', { accountLocale: 'fr', cookieLocale: 'ru' }, 'ru'],
    ['the cookie beats the browser', { cookieLocale: 'lv', acceptLanguage: 'de' }, 'lv'],
    ['an unavailable cookie falls through to the browser', { cookieLocale: 'xx', acceptLanguage: 'es' }, 'es'],
    ['exact browser match', { acceptLanguage: 'pt-BR,en;q=0.5' }, 'pt-BR'],
    ['exact browser match ignores case and underscores', { acceptLanguage: ['pt_br'] }, 'pt-BR'],
    ['language prefix: pt finds pt-BR', { acceptLanguage: 'pt' }, 'pt-BR'],
    ['language prefix: pt-PT finds pt-BR', { acceptLanguage: ['pt-PT'] }, 'pt-BR'],
    ['language prefix: de-AT finds de', { acceptLanguage: 'de-AT' }, 'de'],
    ['the first preference wins even by prefix over a later exact one', { acceptLanguage: 'de-AT,en;q=0.9' }, 'de'],
    ['q values order the header', { acceptLanguage: 'ru;q=0.3,es;q=0.8' }, 'es'],
    ['unsupported preferences are skipped', { acceptLanguage: 'fr-FR,fr;q=0.9,lv;q=0.5' }, 'lv'],
    ['navigator.languages are taken in order', { acceptLanguage: ['zh-CN', 'ru-RU', 'en-US'] }, 'ru'],
    ['no match gives the default', { acceptLanguage: 'fr, it' }, 'en'],
    ['nothing known gives the default', {}, 'en'],
    ['null inputs give the default', { accountLocale: null, cookieLocale: null, acceptLanguage: null }, 'en'],
  ])('%s', (_name, input, expected) => {
    expect(chooseLocale({ ...base, ...input })).toBe(expected);
  });

  it('returns the default when nothing is available', () => {
    expect(chooseLocale({ available: [], defaultLocale: 'en', accountLocale: 'de', acceptLanguage: 'de' })).toBe('en');
  });

  it('prefers the bare language over a sibling region', () => {
    expect(chooseLocale({ available: ['en', 'de-CH', 'de'], defaultLocale: 'en', acceptLanguage: 'de-AT' })).toBe('de');
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', ['de-AT', 'de', 'en']],
    ['en;q=0.5, ru', ['ru', 'en']],
    ['fr;q=0, *;q=0.1, es', ['es']],
    ['', []],
    ['lv;q=abc,de', ['de']],
  ])('%p → %p', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});
