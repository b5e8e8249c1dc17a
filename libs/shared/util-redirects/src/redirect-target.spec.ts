import { isAllowedRedirectTarget, isInternalPath } from './redirect-target';

const hosts = ['partners.example.com'];
const origin = 'https://casino.example.com';

describe('isAllowedRedirectTarget', () => {
  it.each([
    '/',
    '/gamehall?category=slots',
    '/de/cashier/deposit#top',
    'https://partners.example.com/',
    'http://PARTNERS.example.com/path?x=1',
    'https://casino.example.com/promotions',
  ])('allows %s', (url) => {
    expect(isAllowedRedirectTarget(url, hosts, origin)).toBe(true);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com/',
    'https://partners.example.com.evil.com/',
    'https://partners.example.com@evil.com/',
    'https://user:pass@partners.example.com/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://partners.example.com/',
    'gamehall',
    '/\tevil',
    '/ evil',
    '',
    `/${'a'.repeat(3000)}`,
    42,
    null,
  ])('refuses %p', (url) => {
    expect(isAllowedRedirectTarget(url, hosts, origin)).toBe(false);
  });

  it('allows only internal paths when no host is listed and no origin is known', () => {
    expect(isAllowedRedirectTarget('/ok', [])).toBe(true);
    expect(isAllowedRedirectTarget('https://casino.example.com/', [])).toBe(false);
  });
});

describe('isInternalPath', () => {
  it.each([
    ['/a', true],
    ['//a', false],
    ['/\\a', false],
    ['a', false],
    ['https://a', false],
  ])('%s → %s', (url, expected) => {
    expect(isInternalPath(url)).toBe(expected);
  });
});
