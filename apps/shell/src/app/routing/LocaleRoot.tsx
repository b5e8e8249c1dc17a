import { useEffect, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLocaleOf } from '@nfx/app-runtime';
import { changeLanguage, splitLocaleFromPath } from '@nfx/i18n';
import { FatalPageGate } from '../fatal/FatalPageGate';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteMount } from '../remotes/RemoteMount';
import { useAvailableLocales } from './available-locales';
import { remoteSections, ROUTES_EXPOSE } from '../remotes/remote-sections';

/**
 * Every route exists with and without a leading locale segment (the default locale has none).
 * The locale is stripped here and the inner routes see locale-free paths; links are localised
 * back with useLocalizedPath.
 */
export function LocaleRoot() {
  const location = useLocation();
  const locales = useAvailableLocales();
  const availableLocales = useMemo(() => locales.map((entry) => entry.code), [locales]);
  const { i18n } = useTranslation();
  const defaultLocale = defaultLocaleOf(i18n);
  const { locale, pathWithoutLocale } = splitLocaleFromPath(location.pathname, availableLocales, defaultLocale);
  const innerLocation = useMemo(() => ({ ...location, pathname: pathWithoutLocale }), [location, pathWithoutLocale]);

  useEffect(() => {
    if (locale !== i18n.language) void changeLanguage(i18n, locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  return (
    <FatalPageGate>
      <Routes location={innerLocation}>
        <Route path="forms/*" element={<RemoteMount remote="auth" expose={ROUTES_EXPOSE} props={{ section: 'forms' }} />} />
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {Object.entries(remoteSections).flatMap(([remote, sections]) =>
            sections.map((section) => (
              <Route key={section} path={`${section}/*`} element={<RemoteMount remote={remote} expose={ROUTES_EXPOSE} props={{ section }} />} />
            )),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </FatalPageGate>
  );
}
