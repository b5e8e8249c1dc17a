import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, type AppRuntime } from '@nfx/app-runtime';
import { LocaleRoot } from './routing/LocaleRoot';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders runtime={runtime}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<LocaleRoot availableLocales={runtime.localeData?.locales.map((entry) => entry.code) ?? [runtime.i18n.language]} />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
