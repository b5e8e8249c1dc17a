import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

// The site's shared namespaces and the betting remote's own, as a page has them once the remote has mounted.
const messageDirs = [
  path.resolve(__dirname, '../../../../../apps/platform-api/src/seed/content/messages/en'),
  path.resolve(__dirname, '../../../../../apps/betting/src/i18n/en'),
];

/** The real English texts, so tests find controls by what a player reads. */
function englishMessages(): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const dir of messageDirs) {
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json')) tree[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return tree;
}

function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: { en: { translation: englishMessages() } },
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Shows the current location, so a test can check where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders under the providers the shell gives a remote: query client, i18n and a router. Pass
 * `queryClient` to render into a cache something else already filled (the hall's early requests).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } }),
  }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
