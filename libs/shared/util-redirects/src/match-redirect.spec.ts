import { matchRedirect, type RedirectContext } from './match-redirect';

const context: RedirectContext = {
  locales: ['en', 'de', 'pt-BR'],
  defaultLocale: 'en',
  allowedHosts: ['partners.example.com'],
  origin: 'https://casino.example.com',
  rules: [
    { from_url: '/casino/*', to_url: '/gamehall' },
    { from_url: '/old-news/*', to_url: '/promotions/*' },
    { from_url: '/promo', to_url: '/promotions?tab=current' },
    { from_url: '/partners', to_url: 'https://partners.example.com/join?ref=site' },
    { from_url: '/evil', to_url: 'https://evil.com/' },
    { from_url: '/sneaky', to_url: '//evil.com/' },
    { from_url: '/sneaky-backslash', to_url: '/\\evil.com' },
    { from_url: '/script', to_url: 'javascript:alert(1)' },
    { from_url: '/credentials', to_url: 'https://partners.example.com@evil.com/' },
    { from_url: '/my-account', to_url: '/profile' },
    { from_url: '/loop-a', to_url: '/loop-b' },
    { from_url: '/loop-b', to_url: '/loop-a' },
    { from_url: '/self', to_url: '/self' },
    { from_url: '/german-offers', to_url: '/de/promotions' },
    { from_url: '/own-site', to_url: 'https://casino.example.com/winners' },
  ],
};

const location = (path: string) => matchRedirect(path, context)?.location ?? null;

describe('matchRedirect: the site’s own redirects', () => {
  it.each([
    ['/profile', '/profile/settings'],
    ['/profile/', '/profile/settings'],
    ['/profile?tab=1', '/profile/settings?tab=1'],
    ['/de/profile', '/de/profile/settings'],
    ['/pt-br/profile', '/pt-BR/profile/settings'],
    ['/en/profile', '/profile/settings'],
    ['/profile/bets', '/profile/bets/history'],
    ['/de/profile/bets?page=2', '/de/profile/bets/history?page=2'],
    ['/cashier/billing', '/cashier/deposit'],
    ['/cashier/billing/card', '/cashier/deposit'],
    ['/cashier/deposit/a/b', '/cashier/deposit'],
    ['/de/cashier/deposit/a/b/c?amount=10', '/de/cashier/deposit?amount=10'],
    ['/gamehall/slots', '/gamehall?category=slots'],
    ['/de/gamehall/live?providers=a,b', '/de/gamehall?category=live&providers=a,b'],
    ['/gamehall/slots?category=other', '/gamehall?category=slots'],
    ['/gamehall/new%20games', '/gamehall?category=new%20games'],
  ])('%s → %s', (from, to) => {
    expect(location(from)).toBe(to);
  });

  it.each([
    '/',
    '/de',
    '/profile/settings',
    '/profile/bets/history',
    '/cashier/deposit',
    '/cashier/deposit/visa',
    '/gamehall',
    '/gamehall/a/b',
    '/about',
  ])('leaves %s alone', (path) => {
    expect(matchRedirect(path, context)).toBeNull();
  });

  it('names the rule that fired', () => {
    expect(matchRedirect('/gamehall/slots', context)).toEqual({
      location: '/gamehall?category=slots',
      external: false,
      source: 'built-in',
      name: 'redirect-gamehall-category',
    });
  });
});

describe('matchRedirect: CMS rules', () => {
  it.each([
    ['/casino', '/gamehall'],
    ['/casino/slots/book', '/gamehall'],
    ['/de/casino/x?utm_source=mail', '/de/gamehall?utm_source=mail'],
    ['/old-news/summer-cup', '/promotions/summer-cup'],
    ['/promo?utm=1', '/promotions?tab=current&utm=1'],
    ['/promo?tab=mine', '/promotions?tab=current'],
    ['/german-offers?x=1', '/de/promotions?x=1'],
    ['/promo#top', '/promotions?tab=current#top'],
  ])('%s → %s', (from, to) => {
    expect(location(from)).toBe(to);
  });

  it('does not treat `/casinos` as under `/casino/*`', () => {
    expect(matchRedirect('/casinos', context)).toBeNull();
  });

  it('follows a CMS rule onto a built-in redirect in one step', () => {
    expect(matchRedirect('/de/my-account?x=1', context)).toEqual({
      location: '/de/profile/settings?x=1',
      external: false,
      source: 'built-in',
      name: 'redirect-profile',
    });
  });

  it('follows an external target on the allow-list, keeping the query', () => {
    expect(matchRedirect('/partners?utm=mail', context)).toEqual({
      location: 'https://partners.example.com/join?ref=site&utm=mail',
      external: true,
      source: 'cms',
      name: '/partners',
    });
    expect(matchRedirect('/own-site', context)).toMatchObject({ location: 'https://casino.example.com/winners', external: true });
  });

  it.each(['/evil', '/sneaky', '/sneaky-backslash', '/script', '/credentials'])('refuses the unsafe target of %s', (path) => {
    expect(matchRedirect(path, context)).toBeNull();
  });

  it.each(['/loop-a', '/loop-b', '/self'])('gives up on the cycle through %s', (path) => {
    expect(matchRedirect(path, context)).toBeNull();
  });

  it('gives up on a chain longer than it will follow', () => {
    const rules = Array.from({ length: 8 }, (_, index) => ({ from_url: `/step-${index}`, to_url: `/step-${index + 1}` }));
    expect(matchRedirect('/step-0', { ...context, rules })).toBeNull();
    expect(matchRedirect('/step-5', { ...context, rules })).toMatchObject({ location: '/step-8' });
  });

  it('never produces a protocol-relative location from a wildcard', () => {
    const rules = [
      { from_url: '/*', to_url: '/*' },
      { from_url: '/go/*', to_url: '/*' },
    ];
    for (const path of ['//evil.com', '/go//evil.com', '/go/\\evil.com', '/go/%2F%2Fevil.com']) {
      const match = matchRedirect(path, { ...context, rules });
      if (match) expect(match.location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('percent-encodes characters a Location header cannot carry', () => {
    const match = matchRedirect('/old-news/ünï cødé', context);
    expect(match?.location).toBe('/promotions/%C3%BCn%C3%AF%20c%C3%B8d%C3%A9');
  });

  it('ignores malformed rules', () => {
    const rules = [
      { from_url: 5, to_url: '/x' },
      null,
      { from_url: 'no-slash', to_url: '/x' },
      { from_url: '/ok', to_url: '/gamehall' },
    ] as never;
    expect(matchRedirect('/no-slash', { ...context, rules })).toBeNull();
    expect(matchRedirect('/ok', { ...context, rules })?.location).toBe('/gamehall');
  });
});
