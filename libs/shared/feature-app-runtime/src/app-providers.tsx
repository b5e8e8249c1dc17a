import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { AppRuntime } from './create-app-runtime';

export function AppProviders({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <I18nextProvider i18n={runtime.i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
