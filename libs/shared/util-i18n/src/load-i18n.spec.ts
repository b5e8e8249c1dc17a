/**
 * @jest-environment node
 */
// Node's Response is needed for the fetch mocks; jsdom has none.
import { LocalesNotFoundError, addMessageSource, changeLanguage, fetchLocales, fetchMessages, loadI18n } from './index';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const localeList = {
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'pt-BR', name: 'Português' },
  ],
  defaultLocale: 'en',
};

const messagesByLocale: Record<string, unknown> = {
  en: { home: { title: 'Home', subtitle: 'Welcome' } },
  de: { home: { title: 'Startseite' } },
  'pt-BR': { home: { title: 'Início' } },
};

/** A fake locale service answering the two endpoints. */
function localeService(overrides: { locales?: () => Response; messages?: (locale: string) => Response } = {}) {
  return jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url === '/nfx/i18n/locales') return overrides.locales?.() ?? json(localeList);
    const locale = decodeURIComponent(url.replace('/nfx/i18n/messages/', ''));
    if (overrides.messages) return overrides.messages(locale);
    const messages = messagesByLocale[locale];
    return messages ? json(messages) : json({ error: 'not found' }, 404);
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('fetchLocales', () => {
  it('reads the list and the default with the fixed client header', async () => {
    const fetchMock = localeService();

    await expect(fetchLocales(fetchMock as unknown as typeof fetch)).resolves.toEqual(localeList);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('X-Client')).toBe('nfx-web');
  });

  it.each([
    ['an HTTP error', async () => json({}, 500)],
    ['a non-JSON body', async () => new Response('<html>', { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] satisfies [string, () => Promise<Response>][])('logs %s and returns an empty list', async (_name, answer) => {
    const fetchMock = jest.fn(answer);

    await expect(fetchLocales(fetchMock as unknown as typeof fetch)).resolves.toEqual({ locales: [], defaultLocale: '' });
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps only well-formed entries', async () => {
    const fetchMock = jest.fn(async () =>
      json({ locales: [{ code: 'en', name: 'English', extra: 1 }, { code: 5 }, null], defaultLocale: 'en' }),
    );

    await expect(fetchLocales(fetchMock as unknown as typeof fetch)).resolves.toEqual({
      locales: [{ code: 'en', name: 'English' }],
      defaultLocale: 'en',
    });
  });
});

describe('fetchMessages', () => {
  it('loads one locale', async () => {
    const fetchMock = localeService();

    await expect(fetchMessages('pt-BR', fetchMock as unknown as typeof fetch)).resolves.toEqual({ home: { title: 'Início' } });
    expect(fetchMock).toHaveBeenCalledWith('/nfx/i18n/messages/pt-BR', expect.anything());
  });

  it.each([
    ['an HTTP error', async () => json({}, 404)],
    ['an array body', async () => json(['x'])],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] satisfies [string, () => Promise<Response>][])('logs %s and returns no messages', async (_name, answer) => {
    await expect(fetchMessages('de', jest.fn(answer) as unknown as typeof fetch)).resolves.toEqual({});
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('loadI18n', () => {
  it('builds an instance in the requested locale with the default locale as fallback', async () => {
    const fetchMock = localeService();

    const i18n = await loadI18n({ locale: 'de', fetchImpl: fetchMock as unknown as typeof fetch });

    expect(i18n.language).toBe('de');
    expect(i18n.t('home.title')).toBe('Startseite');
    expect(i18n.t('home.subtitle')).toBe('Welcome');
  });

  it('does not fetch the list again when the caller already has it', async () => {
    const fetchMock = localeService();

    await loadI18n({ locale: 'en', localeData: localeList, fetchImpl: fetchMock as unknown as typeof fetch });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/nfx/i18n/messages/en']);
  });

  it("fetches the default locale's texts beside the page's own when the caller has the list", async () => {
    let enRequested = () => undefined as void;
    const enAsked = new Promise<void>((resolve) => (enRequested = resolve));
    // The page's messages answer only once the fallback's were asked for: one after the other would never finish.
    const fetchMock = jest.fn(async (input: string | URL | Request) => {
      const url = String(input);
      if (url.endsWith('/en')) enRequested();
      else await enAsked;
      return json(url.endsWith('/en') ? messagesByLocale['en'] : messagesByLocale['de']);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('fetched one after the other')), 2000)));

    const i18n = (await Promise.race([
      loadI18n({ locale: 'de', localeData: localeList, fetchImpl: fetchMock as unknown as typeof fetch }),
      timeout,
    ]).finally(() => clearTimeout(timer))) as Awaited<ReturnType<typeof loadI18n>>;

    expect(i18n.t('home.title')).toBe('Startseite');
    expect(i18n.t('home.subtitle')).toBe('Welcome');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('still renders keys when the messages cannot be loaded', async () => {
    const fetchMock = localeService({ messages: () => json({}, 500) });

    const i18n = await loadI18n({ locale: 'de', fetchImpl: fetchMock as unknown as typeof fetch });

    expect(i18n.t('home.title')).toBe('home.title');
  });

  it('rejects with the fatal 500 when the locale list cannot be loaded', async () => {
    const fetchMock = localeService({ locales: () => json({}, 503) });

    await expect(loadI18n({ locale: 'en', fetchImpl: fetchMock as unknown as typeof fetch })).rejects.toBeInstanceOf(LocalesNotFoundError);
  });
});

describe('changeLanguage', () => {
  it('fetches a new locale once, then switches', async () => {
    const fetchMock = localeService();
    const i18n = await loadI18n({ locale: 'en', fetchImpl: fetchMock as unknown as typeof fetch });
    fetchMock.mockClear();

    await changeLanguage(i18n, 'pt-BR', fetchMock as unknown as typeof fetch);
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('home.title')).toBe('Início');

    await changeLanguage(i18n, 'en', fetchMock as unknown as typeof fetch);
    await changeLanguage(i18n, 'pt-BR', fetchMock as unknown as typeof fetch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a locale whose messages failed to load before', async () => {
    let fail = true;
    const fetchMock = localeService({
      messages: (locale) => (fail && locale === 'de' ? json({}, 500) : json(messagesByLocale[locale] ?? {})),
    });
    const i18n = await loadI18n({ locale: 'en', fetchImpl: fetchMock as unknown as typeof fetch });

    await changeLanguage(i18n, 'de', fetchMock as unknown as typeof fetch);
    expect(i18n.t('home.title')).toBe('Home');

    fail = false;
    await changeLanguage(i18n, 'de', fetchMock as unknown as typeof fetch);
    expect(i18n.t('home.title')).toBe('Startseite');
  });

  it("waits for every registered source (a remote's texts) before it switches", async () => {
    const fetchMock = localeService();
    const i18n = await loadI18n({ locale: 'en', fetchImpl: fetchMock as unknown as typeof fetch });
    const loaded: string[] = [];
    addMessageSource(i18n, async (locale) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      i18n.addResourceBundle(locale, 'translation', { remote: { title: `remote ${locale}` } }, true, false);
      loaded.push(locale);
    });

    await changeLanguage(i18n, 'de', fetchMock as unknown as typeof fetch);

    expect(loaded).toEqual(['de']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('remote.title')).toBe('remote de');
    expect(i18n.t('home.title')).toBe('Startseite');
  });
});
