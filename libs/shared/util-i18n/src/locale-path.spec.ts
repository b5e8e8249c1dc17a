import { localizePath, splitLocaleFromPath } from './index';

const available = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];

describe('splitLocaleFromPath', () => {
  it.each([
    ['/de/gamehall', 'de', '/gamehall'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/pt-br/platform/game/x/play', 'pt-BR', '/platform/game/x/play'],
    ['/DE/profile', 'de', '/profile'],
    ['/gamehall', 'en', '/gamehall'],
    ['/', 'en', '/'],
    ['', 'en', '/'],
    ['/fr/gamehall', 'en', '/fr/gamehall'],
    ['/deposit/de', 'en', '/deposit/de'],
    ['/en/gamehall', 'en', '/gamehall'],
    ['gamehall', 'en', '/gamehall'],
  ])('%p → %s + %p', (pathname, locale, pathWithoutLocale) => {
    expect(splitLocaleFromPath(pathname, available, 'en')).toEqual({ locale, pathWithoutLocale });
  });
});

describe('localizePath', () => {
  it.each([
    ['/gamehall', 'de', '/de/gamehall'],
    ['/', 'de', '/de'],
    ['/', 'en', '/'],
    ['/gamehall', 'en', '/gamehall'],
    ['/gamehall', 'EN', '/gamehall'],
    ['gamehall', 'ru', '/ru/gamehall'],
    ['/?promo_code=X', 'lv', '/lv?promo_code=X'],
    ['/cashier?tab=deposit', 'pt-BR', '/pt-BR/cashier?tab=deposit'],
  ])('%p in %s → %p', (path, locale, expected) => {
    expect(localizePath(path, locale, 'en')).toBe(expected);
  });

  it.each(['/de/gamehall', '/de', '/gamehall', '/', '/pt-BR/profile/history'])('round-trips %p', (pathname) => {
    const { locale, pathWithoutLocale } = splitLocaleFromPath(pathname, available, 'en');
    expect(localizePath(pathWithoutLocale, locale, 'en')).toBe(pathname);
  });

  it('tells the caller to redirect a prefixed default locale or a wrong case', () => {
    for (const requested of ['/en/gamehall', '/DE/gamehall']) {
      const { locale, pathWithoutLocale } = splitLocaleFromPath(requested, available, 'en');
      expect(localizePath(pathWithoutLocale, locale, 'en')).not.toBe(requested);
    }
  });
});
