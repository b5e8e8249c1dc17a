import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /nfx/cms-config/{locale}', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const config = async (locale: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/nfx/cms-config/${locale}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('has the translated main and footer menus', async () => {
    const { menus, locale } = await config('de');
    expect(locale).toBe('de');
    expect(menus.main.map((item: { url: string }) => item.url)).toEqual([
      '/gamehall',
      '/gamehall?category=live',
      '/jackpots',
      '/tournaments',
      '/loyalty',
    ]);
    expect(menus.main.find((item: { id: string }) => item.id === 'tournaments').label).toBe('Turniere');
    const footerUrls = menus.footer.flatMap((group: { items: { url: string }[] }) => group.items.map((item) => item.url));
    expect(footerUrls).toEqual(expect.arrayContaining(['/about', '/terms', '/privacy', '/responsible-gaming', '/support']));
  });

  it('has the theme, auth, registration fields, SEO and custom code sections', async () => {
    const cms = await config('en');
    expect(cms.theme.default).toBe('dark');
    expect(Object.keys(cms.auth.registration).sort()).toEqual([
      'confirmEmailPopup',
      'markBetting',
      'notify',
      'showCharacterSelect',
      'showPromoFieldByDefault',
      'showPromocode',
      'terms',
    ]);
    expect(cms.auth.authTypes).toContainEqual({ label: 'Phone', field: 'phone', isFast: true, component: 'fast' });
    expect(cms.registrationFields.countries.BR.map((field: { sysname: string }) => field.sysname)).toContain('document_number');
    expect(cms.seo.siteName).toBe('NFX Casino');
    expect(cms.customCode).toEqual([
      { id: 'nfx-marker', isEnabled: true, position: 'head', code: '<meta name="nfx-custom" content="1">' },
      { id: 'body-end-marker', isEnabled: false, position: 'bodyEnd', code: '<div hidden data-nfx-custom="body-end"></div>' },
    ]);
  });

  it('has the feature flags and settings with the spec defaults', async () => {
    const { settings, chat } = await config('en');
    expect(settings).toMatchObject({
      isTwoFAEnable: true,
      isSumsubEnable: true,
      isResponsibleGamingEnable: true,
      isBetHistoryEnable: true,
      fullScreenGame: 'all',
      allowZeroBalanceSlotPlay: false,
      validator: { messages: {} },
      balanceUpdate: {
        countSecondsForDelayBetweenClick: 1,
        isEnabledInterval: false,
        countSecondsForInterval: 10,
        isEnabledTurnOffRequests: true,
        countMinutesAfterWhichRequestsTurnedOff: 5,
        isEnabledRequestsAfterClick: false,
      },
    });
    expect(chat.chat).toBe('none');
    expect(Object.keys(chat.settings)).toHaveLength(7);
  });

  it('keeps internal and allow-listed redirects', async () => {
    const { redirects } = await config('en');
    expect(redirects.rules).toEqual(
      expect.arrayContaining([
        { from_url: '/casino/*', to_url: '/gamehall' },
        { from_url: '/promo', to_url: '/promotions' },
        { from_url: '/partners', to_url: 'https://partners.example.com/' },
      ]),
    );
    expect(redirects.allowedRedirectHosts).toEqual(['partners.example.com']);
  });

  it('drops an edited redirect that would leave for a host off the allow-list', async () => {
    const rules = [
      { from_url: '/ok', to_url: '/gamehall' },
      { from_url: '/evil', to_url: 'https://evil.example.net/' },
      { from_url: '/sneaky', to_url: '//evil.example.net/' },
      { from_url: '/script', to_url: 'javascript:alert(1)' },
    ];
    await testApp.database.db
      .updateTable('cms_sections')
      .set({ data: JSON.stringify({ rules, allowedRedirectHosts: ['partners.example.com'] }) })
      .where('section', '=', 'redirects')
      .execute();
    const { redirects } = await config('en');
    expect(redirects.rules).toEqual([{ from_url: '/ok', to_url: '/gamehall' }]);
  });

  it('lets a locale override a shared section', async () => {
    await testApp.database.db
      .insertInto('cms_sections')
      .values({ locale: 'lv', section: 'theme', data: JSON.stringify({ default: 'light', available: ['dark', 'light'] }) })
      .execute();
    expect((await config('lv')).theme.default).toBe('light');
    expect((await config('ru')).theme.default).toBe('dark');
  });
});
