import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * A remote's `withProviders(node, initialPath)`, for specs that render the tree themselves
 * (`render(withProviders(<Page />, '/profile/bets'))`): the node under the providers the shell
 * gives a remote (a fresh query client without retries, a fresh i18n from `createI18n`, a memory
 * router at the path) plus a probe of the current URL (`getByTestId('location')`). The auth and
 * profile libs use it; `createRenderWithProviders` renders a like frame itself.
 */
export function createWithProviders(createI18n: () => i18n) {
  return function withProviders(node: ReactNode, initialPath = '/') {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
    return (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n()}>
          <MemoryRouter initialEntries={[initialPath]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {node}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
  };
}
