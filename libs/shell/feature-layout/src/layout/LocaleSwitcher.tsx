import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLocaleOf } from '@nfx/app-runtime';
import { localizePath, rememberLocale, splitLocaleFromPath } from '@nfx/i18n';
import { useIsAuthenticated } from '@nfx/session';
import { useAvailableLocales } from '@nfx/shell-feature-core';
import { useChangeAccountLocale } from './change-locale';
import * as styles from './Header.css';

/**
 * Switching keeps the current path and query; the choice is remembered for a year, and a
 * signed-in player's account takes it too (account.changelocale), so mail and the next sign-in
 * (which moves to the account's locale) follow it.
 */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  const locales = useAvailableLocales();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const changeAccountLocale = useChangeAccountLocale();
  if (locales.length < 2) return null;
  const defaultLocale = defaultLocaleOf(i18n);

  const onChange = (next: string) => {
    if (signedIn) changeAccountLocale.mutate(next);
    rememberLocale(next);
    const { pathWithoutLocale } = splitLocaleFromPath(
      location.pathname,
      locales.map((entry) => entry.code),
      defaultLocale,
    );
    navigate(`${localizePath(pathWithoutLocale, next, defaultLocale)}${location.search}${location.hash}`);
  };

  return (
    <select
      className={styles.localeSelect}
      aria-label={t('layout.chooseLanguage')}
      value={i18n.language}
      onChange={(event) => onChange(event.target.value)}
    >
      {locales.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.name}
        </option>
      ))}
    </select>
  );
}
