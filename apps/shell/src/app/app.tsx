import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, type AppRuntime, ToastHost } from '@nfx/app-runtime';
import { DialogLayer } from './dialogs/DialogLayer';
import { registerShellDialogs } from './dialogs/register-shell-dialogs';
import { AvailableLocalesContext } from './routing/available-locales';
import { LocaleRoot } from './routing/LocaleRoot';
import { LocationCatchUp } from './routing/LocationCatchUp';

export function App({ runtime }: { runtime: AppRuntime }) {
  useEffect(() => registerShellDialogs(), []);
  return (
    <AppProviders runtime={runtime}>
      <AvailableLocalesContext.Provider value={runtime.localeData?.locales ?? []}>
        <BrowserRouter>
          <LocationCatchUp />
          <Routes>
            <Route path="*" element={<LocaleRoot />} />
          </Routes>
          {/* Inside the router: dialog contents (auth, search, menu) link and navigate. */}
          <DialogLayer />
          <ToastHost />
        </BrowserRouter>
      </AvailableLocalesContext.Provider>
    </AppProviders>
  );
}
