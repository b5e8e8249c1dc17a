import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

// The site's shared namespaces and the loyalty remote's own (promotions ships in it), as a page has them once the remote has mounted.
const messageDirs = [
  path.resolve(__dirname, '../../../../../apps/platform-api/src/seed/content/messages/en'),
  path.resolve(__dirname, '../../../../../apps/loyalty/src/i18n/en'),
];

function englishMessages(): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const dir of messageDirs) {
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json')) tree[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return tree;
}

/** The current address, so a test can see where a page navigated. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders under the providers the shell gives a remote (query client, i18n with the real English texts, a router). */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: ['en'],
    resources: { en: { translation: englishMessages() } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
