import { chosenLocale, localeName } from './content-locale';

const site = {
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'pt-BR', name: 'Português (Brasil)' },
  ],
  default_locale: 'en',
};

describe('chosenLocale', () => {
  it.each([
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    [null, 'en'],
    ['', 'en'],
    ['fr', 'en'],
    ['DE', 'en'],
  ])('%j → %j', (requested, expected) => {
    expect(chosenLocale(requested, site)).toBe(expected);
  });
});

describe('localeName', () => {
  it('names a site language in its own words, and an unknown one by its code', () => {
    expect(localeName('de', site)).toBe('Deutsch');
    expect(localeName('fr', site)).toBe('fr');
  });
});
