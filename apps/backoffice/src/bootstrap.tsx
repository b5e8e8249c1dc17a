import '@nfx/design-tokens/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { configureApiClient } from '@nfx/api-client';
import {
  BACKOFFICE_BASENAME,
  BackofficeRoutes,
  createBackofficeQueryClient,
  LanguagesContext,
  type BackofficeLanguages,
} from '@nfx/backoffice-feature-backoffice';
import { addMessageSource, changeLanguage, chooseLocale, FALLBACK_LOCALE, loadI18n, loadLocaleList } from '@nfx/i18n';
import { loadBackofficeTexts } from './texts';

/** The staff member's language choice, kept apart from the player site's locale cookie. */
const LOCALE_KEY = 'nfx.backoffice.locale';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  let currentLocale = FALLBACK_LOCALE;
  configureApiClient({ version: __NFX_BUILD_LABEL__, getLocale: () => currentLocale });

  const localeData = await loadLocaleList();
  const available = localeData.locales.map((entry) => entry.code);
  currentLocale = chooseLocale({
    cookieLocale: storedLocale(),
    acceptLanguage: navigator.languages,
    available,
    defaultLocale: localeData.defaultLocale,
  });
  const i18n = await loadI18n({ locale: currentLocale, localeData });
  await Promise.all([loadBackofficeTexts(i18n, currentLocale), loadBackofficeTexts(i18n, FALLBACK_LOCALE)]);
  addMessageSource(i18n, (locale) => loadBackofficeTexts(i18n, locale));
  const showLanguage = (locale: string) => {
    currentLocale = locale;
    document.documentElement.lang = locale;
  };
  showLanguage(i18n.language);

  const languages: BackofficeLanguages = {
    locales: localeData.locales,
    change: async (locale) => {
      await changeLanguage(i18n, locale);
      showLanguage(locale);
      try {
        localStorage.setItem(LOCALE_KEY, locale);
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
    },
  };

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createBackofficeQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <LanguagesContext.Provider value={languages}>
            <BrowserRouter basename={BACKOFFICE_BASENAME}>
              <BackofficeRoutes />
            </BrowserRouter>
          </LanguagesContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('backoffice: start-up failed', error);
  // Without its texts or the API the app cannot say more than this, in the page's language.
  const root = document.getElementById('root');
  if (root) root.textContent = 'The back office could not start. Check the connection and reload the page.';
});
