import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loyaltyInfoQueryOptions, profileInfoQueryOptions } from '@nfx/account';
import { defaultLocaleOf, sendSiteEvent } from '@nfx/app-runtime';
import { localizePath, rememberLocale } from '@nfx/i18n';
import { paths } from '@nfx/paths';
import { type AccountInfo, refreshSession } from '@nfx/session';
import { authAnalytics, type AuthAnalytics } from '../analytics/auth-analytics';
import { showSignInNotices } from './show-sign-in-notices';
import { redirectPathFromSearch } from './redirect-url';

type Method = Parameters<AuthAnalytics['identify']>[1]['method'];

/** The current path without the locale prefix, whether or not the router already removed it. */
function pathWithoutLocale(pathname: string, language: string): string {
  const prefix = `/${language}`;
  if (pathname.toLowerCase() === prefix.toLowerCase()) return paths.home();
  return pathname.toLowerCase().startsWith(`${prefix.toLowerCase()}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * What follows a successful sign-in or registration (§4): the session, the profile and the
 * loyalty info are loaded, analytics identify the player, then the page moves to the player's locale — to
 * `redirectUrl` when the route guard left one, else the given target or the current page.
 * After a sign-in (not a registration: there is no earlier one) the player is told when and
 * from where they last signed in and, if excluded, until when.
 */
export function useSignInCompletion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();

  return useCallback(
    async (account: AccountInfo, method: Method, target?: string) => {
      authAnalytics().identify(account.uid, { method });
      if (method === 'registration') sendSiteEvent('registration', { method: 'form' });
      const locale = account.locale || i18n.language;
      // The account's locale becomes the visitor's choice, so addresses without a locale open in it.
      if (account.locale) rememberLocale(account.locale);
      await Promise.allSettled([
        refreshSession(queryClient),
        queryClient.prefetchQuery(profileInfoQueryOptions(account.uid, ['contacts', 'document'])),
        queryClient.prefetchQuery(loyaltyInfoQueryOptions(locale)),
      ]);
      const path =
        redirectPathFromSearch(location.search) ?? target ?? `${pathWithoutLocale(location.pathname, i18n.language)}${location.search}`;
      await navigate(localizePath(path, locale, defaultLocaleOf(i18n)));
      if (method !== 'registration') await showSignInNotices();
    },
    [queryClient, navigate, location, i18n],
  );
}
