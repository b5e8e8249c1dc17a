import { humanizeSegment, localizedPath, matchTemplate, normalizePagePath, pathIsUnder } from '../../src/content/services/page-path';
import { safeRedirectRules } from '../../src/content/services/redirect-rules';

const codes = ['en', 'de', 'pt-BR'];

describe('page paths', () => {
  it.each([
    ['/', '/', null],
    ['/about/', '/about', null],
    ['//about//team', '/about/team', null],
    ['/de/about?x=1#y', '/about', 'de'],
    ['/pt-br', '/', 'pt-BR'],
    ['/design', '/design', null],
  ])('normalises %s to %s', (raw, path, locale) => {
    expect(normalizePagePath(raw, codes)).toEqual({ path, localeSegment: locale });
  });

  it.each([
    ['/profile', '/profile', true],
    ['/profile/bets', '/profile', true],
    ['/profiles', '/profile', false],
    ['/cashier/', '/cashier/', true],
  ])('%s under %s: %s', (path, prefix, expected) => {
    expect(pathIsUnder(path, prefix)).toBe(expected);
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'de', '/de'],
    ['/about', 'pt-BR', '/pt-BR/about'],
  ])('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale, 'en')).toBe(expected);
  });

  it.each([
    ['/game/##name##', '/game/book-of-dead', 'book-of-dead'],
    ['/tournaments/##name##/gamehall', '/tournaments/spring/gamehall', 'spring'],
    ['/game/##name##', '/game', null],
    ['/game/##name##', '/game/a/b', null],
    ['/game/##name##', '/games/x', null],
  ])('%s matches %s as %p', (template, path, name) => {
    expect(matchTemplate(template, path)).toBe(name);
  });

  it.each([
    ['book-of-dead', 'Book Of Dead'],
    ['starburst_xxxtreme', 'Starburst Xxxtreme'],
    ['%E2%82%AC-bonus', '€ Bonus'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('humanises %s as %s', (segment, text) => {
    expect(humanizeSegment(segment)).toBe(text);
  });
});

describe('redirect rules', () => {
  it.each([
    [{ from_url: '/casino/*', to_url: '/gamehall' }, true],
    [{ from_url: '/partners', to_url: 'https://partners.example.com/x' }, true],
    [{ from_url: '/partners', to_url: 'https://PARTNERS.example.com/' }, true],
    [{ from_url: '/evil', to_url: 'https://evil.example/' }, false],
    [{ from_url: '/evil', to_url: 'https://partners.example.com.evil.example/' }, false],
    [{ from_url: '/evil', to_url: '//evil.example/' }, false],
    [{ from_url: '/evil', to_url: '/\\evil.example/' }, false],
    [{ from_url: '/evil', to_url: 'javascript:alert(1)' }, false],
    [{ from_url: 'no-slash', to_url: '/gamehall' }, false],
  ])('%o is kept: %s', (rule, kept) => {
    const result = safeRedirectRules({ rules: [rule], allowedRedirectHosts: ['partners.example.com'] });
    expect(result.rules.length === 1).toBe(kept);
  });
});
