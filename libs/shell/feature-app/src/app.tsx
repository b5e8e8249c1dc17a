import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, type AppRuntime, ToastHost } from '@nfx/app-runtime';
import { DialogLayer, registerShellDialogs } from '@nfx/shell-feature-layout';
import { AvailableLocalesContext } from '@nfx/shell-feature-core';
import { LocaleRoute } from './routing/LocaleRoute';
import { LocationCatchUp } from './routing/LocationCatchUp';

export function App({ runtime }: { runtime: AppRuntime }) {
  useEffect(() => registerShellDialogs(), []);
  return (
    <AppProviders runtime={runtime}>
      <AvailableLocalesContext.Provider value={runtime.localeData?.locales ?? []}>
        <BrowserRouter>
          <LocationCatchUp />
          <Routes>
            <Route path="*" element={<LocaleRoute />} />
          </Routes>
          {/* Inside the router: dialog contents (auth, search, menu) link and navigate. */}
          <DialogLayer />
          <ToastHost />
        </BrowserRouter>
      </AvailableLocalesContext.Provider>
    </AppProviders>
  );
}
