import { useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@nfx/i18n';
import { type OwnedSection, sectionsOf } from '@nfx/remote-registry';
import { remoteRegistry } from '@nfx/shell-federation';
import {
  isInsideMessenger,
  SignedInBehaviours,
  Layout,
  HomePage,
  LazyPage,
  lazyPageRoutes,
  PageLoading,
  NotFoundPage,
  SystemPage,
  SlugPage,
  standaloneSystemPageRoutes,
  systemPageRoutes,
} from '@nfx/shell-feature-layout';
import { FatalPageGate } from '../fatal/FatalPageGate';
import { RemoteMount, RemoteMountPoint } from '@nfx/shell-feature-core';
import { useClientRedirect } from './use-client-redirect';
import { useLocalePath } from './use-locale-path';
import { useRouteGuard } from './use-route-guard';

function sectionRoute({ remote, path, expose }: OwnedSection) {
  return <Route key={path} path={`${path}/*`} element={<RemoteMount remote={remote} expose={expose} props={{ section: path }} />} />;
}

/**
 * Every route exists with and without a leading locale segment (the default locale has none).
 * The locale is stripped here and the inner routes see locale-free paths; links are localised
 * back with useLocalizedPath. Redirects run first, then the route guard, then the page (the
 * query flags, popups and page-wide behaviours follow in RouteEffects). Which
 * remote renders which section comes from the registry the page started with: a remote deploy
 * adds or moves sections without a shell build. Bare sections (the embeddable forms) stand
 * outside the layout and the guard.
 */
export function LocaleRoot() {
  const { location, locale, pathWithoutLocale, availableLocales, defaultLocale } = useLocalePath();
  const { i18n } = useTranslation();
  const innerLocation = useMemo(() => ({ ...location, pathname: pathWithoutLocale }), [location, pathWithoutLocale]);

  useEffect(() => {
    if (locale !== i18n.language) void changeLanguage(i18n, locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  const redirect = useClientRedirect(location, availableLocales, defaultLocale);
  const guard = useRouteGuard(location, pathWithoutLocale, redirect !== null);

  // Read once: the launch data is in the first URL; later navigations drop the hash.
  const [insideMessenger] = useState(() => isInsideMessenger());
  const blocked = guard.type === 'wait' || guard.type === 'signIn';
  const sections = useMemo(() => sectionsOf(remoteRegistry()), []);

  // The redirect and the guard read queries that settle while the page starts (the session, the CMS
  // configuration); each settles with a re-render of this component. The page below depends on
  // none of them but on what is listed here, so it is kept and not rendered again on each of those.
  // The hooks whose result the page does not use are in RouteEffects, mounted beside this one.
  return useMemo(
    () => (
      <>
        <SignedInBehaviours pathWithoutLocale={pathWithoutLocale} />
        <FatalPageGate>
          {insideMessenger && <RemoteMountPoint point="messenger-sign-in" />}
          <Routes location={innerLocation}>
            {sections.filter((section) => section.frame === 'bare').map(sectionRoute)}
            {standaloneSystemPageRoutes.map(({ path, page }) => (
              <Route key={path} path={path} element={<SystemPage page={page} />} />
            ))}
            <Route element={<Layout />}>
              {blocked ? (
                <Route path="*" element={<PageLoading />} />
              ) : (
                <>
                  <Route index element={<HomePage />} />
                  {systemPageRoutes.map(({ path, page }) => (
                    <Route key={path} path={path} element={<SystemPage page={page} />} />
                  ))}
                  {lazyPageRoutes.map(({ path, page }) => (
                    <Route key={path} path={path} element={<LazyPage name={page} />} />
                  ))}
                  {sections.filter((section) => section.frame !== 'bare').map(sectionRoute)}
                  <Route path=":slug" element={<SlugPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </>
              )}
            </Route>
          </Routes>
        </FatalPageGate>
      </>
    ),
    [pathWithoutLocale, insideMessenger, innerLocation, sections, blocked],
  );
}
