import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { defaultLocaleOf } from '@nfx/app-runtime';
import { localizePath, rememberLocale, splitLocaleFromPath } from '@nfx/i18n';
import { accountInfoQueryOptions, isAuthenticatedAccount, useIsAuthenticated } from '@nfx/session';
import { useAvailableLocales } from '@nfx/shell-feature-core';
import { useChangeAccountLocale } from './change-locale';
import * as styles from './Header.css';

/**
 * Switching keeps the current path and query; the choice is remembered for a year, and a
 * signed-in player's account takes it too (account.changelocale), so mail and the next sign-in
 * (which moves to the account's locale) follow it. A switch made while the session is still being
 * read (right after the page loads) waits for that answer, so a signed-in player's choice is saved
 * however early it was made.
 */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  const locales = useAvailableLocales();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const changeAccountLocale = useChangeAccountLocale();
  const queryClient = useQueryClient();
  if (locales.length < 2) return null;
  const defaultLocale = defaultLocaleOf(i18n);

  const saveForAccount = async (next: string) => {
    // The cached answer when there is one, else the request in flight (or a new one).
    const account = signedIn || isAuthenticatedAccount(await queryClient.ensureQueryData(accountInfoQueryOptions()));
    if (account) changeAccountLocale.mutate(next);
  };

  const onChange = (next: string) => {
    saveForAccount(next).catch((error: unknown) => console.error('[shell] the account locale was not saved', error));
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
