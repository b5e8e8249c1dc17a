import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, type AppRuntime } from '@nfx/app-runtime';
import { AvailableLocalesContext } from './routing/available-locales';
import { LocaleRoot } from './routing/LocaleRoot';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders runtime={runtime}>
      <AvailableLocalesContext.Provider value={runtime.localeData?.locales ?? []}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<LocaleRoot />} />
          </Routes>
        </BrowserRouter>
      </AvailableLocalesContext.Provider>
    </AppProviders>
  );
}
