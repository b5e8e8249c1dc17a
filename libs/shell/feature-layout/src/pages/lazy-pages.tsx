import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { LoadingFallback } from '@nfx/shell-feature-core';

/**
 * The shell's pages that no first paint of another page needs: each is its own chunk, fetched
 * when its route is opened, so the start-up scripts of every page stay as small as they were.
 */
const pages = {
  unsubscribe: lazy(() => import(/* webpackChunkName: "page-unsubscribe" */ './unsubscribe/UnsubscribePage')),
  support: lazy(() => import(/* webpackChunkName: "page-support" */ './support/SupportPage')),
  icons: lazy(() => import(/* webpackChunkName: "page-icons" */ './icons/IconsPage')),
} satisfies Record<string, ComponentType>;

export type LazyPageName = keyof typeof pages;

export function PageLoading({ children }: { children?: ReactNode }) {
  return (
    <div aria-busy="true" data-page-loading="">
      {children}
      <LoadingFallback />
    </div>
  );
}

export function LazyPage({ name }: { name: LazyPageName }) {
  const Page = pages[name];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Routes of the lazy pages inside the default layout, relative to the locale root. */
export const lazyPageRoutes: ReadonlyArray<{ path: string; page: LazyPageName }> = [
  { path: 'unsubscribe', page: 'unsubscribe' },
  { path: 'support', page: 'support' },
  { path: '_icons', page: 'icons' },
];
