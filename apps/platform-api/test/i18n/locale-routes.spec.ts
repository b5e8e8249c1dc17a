import { createTestApp, type TestApp } from '../helpers/test-app';

describe('locale data routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('lists the six locales with English as default', async () => {
    const response = await get('/nfx/i18n/locales');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
        { code: 'es', name: 'Español' },
        { code: 'pt-BR', name: 'Português (Brasil)' },
        { code: 'ru', name: 'Русский' },
        { code: 'lv', name: 'Latviešu' },
      ],
      defaultLocale: 'en',
    });
  });

  it('serves a locale catalogue as nested namespaces', async () => {
    const response = await get('/nfx/i18n/messages/de');
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.common.theme.dark).toBe('Dunkel');
    expect(messages.system.notFound.title).toBe('Seite nicht gefunden');
    expect(messages.layout.copyright).toContain('{{year}}');
  });

  it('accepts the locale code in any letter case', async () => {
    const response = await get('/nfx/i18n/messages/pt-br');
    expect(response.statusCode).toBe(200);
    expect(response.json().common.signIn).toBe('Entrar');
  });

  it.each(['/nfx/i18n/messages/xx', '/nfx/i18n/messages/' + 'a'.repeat(90), '/nfx/cms-config/klingon'])(
    'answers 404 with an empty object for an unknown locale (%s)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({});
    },
  );

  it('lets caches keep the catalogue briefly and revalidate by ETag', async () => {
    const first = await get('/nfx/i18n/messages/en');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const second = await get('/nfx/i18n/messages/en', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('shows an edited message on the next request with a new ETag', async () => {
    const before = await get('/nfx/i18n/messages/es');
    await testApp.database.db
      .updateTable('messages')
      .set({ value: '¡Hola!' })
      .where('locale', '=', 'es')
      .where('namespace', '=', 'common')
      .where('key', '=', 'ok')
      .execute();
    const after = await get('/nfx/i18n/messages/es', { 'if-none-match': before.headers['etag'] as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().common.ok).toBe('¡Hola!');
  });
});
