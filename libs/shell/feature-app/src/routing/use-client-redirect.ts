import { useEffect, useMemo } from 'react';
import { type Location, useNavigate } from 'react-router';
import { selectRedirects, useCmsConfig } from '@nfx/cms-config';
import { matchRedirect, type RedirectMatch } from '@nfx/redirects';

/**
 * The server's redirects, applied on client-side navigation too (spec §2): the fixed ones and
 * the CMS rules. Returns the match so the caller renders nothing while it is followed.
 */
export function useClientRedirect(location: Location, locales: readonly string[], defaultLocale: string): RedirectMatch | null {
  const navigate = useNavigate();
  const redirects = useCmsConfig(selectRedirects).data;
  const target = useMemo(
    () =>
      matchRedirect(`${location.pathname}${location.search}${location.hash}`, {
        rules: redirects?.rules ?? [],
        allowedHosts: redirects?.allowedRedirectHosts ?? [],
        locales,
        defaultLocale,
        origin: window.location.origin,
      }),
    [location.pathname, location.search, location.hash, redirects, locales, defaultLocale],
  );

  useEffect(() => {
    if (!target) return;
    if (target.external) window.location.assign(target.location);
    else navigate(target.location, { replace: true });
  }, [target, navigate]);

  return target;
}
