import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export { createWithProviders } from './with-providers';

const workspaceRoot = path.resolve(__dirname, '../../../../..');

/**
 * The real English texts a remote's page has once mounted: the site's shared namespaces (seeded
 * into the CMS) and the remote's own, so tests find controls by what a player reads.
 */
function englishMessages(remote: string): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  const dirs = [
    path.join(workspaceRoot, 'apps/platform-api/src/seed/content/messages/en'),
    path.join(workspaceRoot, 'apps', remote, 'src/i18n/en'),
  ];
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json')) tree[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return tree;
}

function createTestI18n(remote: string) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: { en: { translation: englishMessages(remote) } },
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Shows the current location (`getByTestId('location')`), so a test can check where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export interface RenderOptions {
  /** The address the page is rendered at. */
  route?: string;
  /** The route pattern the page is mounted under (for pages that read params). */
  path?: string;
  /** A cache something else already filled (a page's early requests); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/**
 * A remote's `renderWithProviders`: renders under the providers the shell gives a remote (query
 * client without retries, i18n with the real English texts of `apps/<remote>`, a router).
 */
export function createRenderWithProviders(remote: string) {
  return function renderWithProviders(
    ui: ReactElement,
    {
      route = '/',
      path: pattern = '*',
      queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } }),
    }: RenderOptions = {},
  ) {
    const i18n = createTestI18n(remote);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={pattern} element={children} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
    return { queryClient, ...render(ui, { wrapper }) };
  };
}
