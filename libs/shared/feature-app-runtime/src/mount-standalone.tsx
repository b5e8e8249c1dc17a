import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders } from './app-providers';
import { createAppRuntime } from './create-app-runtime';

export interface StandaloneOptions {
  /** The remote's exposed route tree; rendered for each of its sections. */
  RemoteRoutes: ComponentType<{ section: string }>;
  sections: readonly string[];
  title: string;
}

/**
 * A remote's standalone dev mode: the same routes it exposes, mounted in a minimal frame with
 * the same providers the shell gives it. The API is reached through the dev server's proxy.
 */
export async function mountStandalone({ RemoteRoutes, sections, title }: StandaloneOptions): Promise<void> {
  const runtime = await createAppRuntime({ locale: 'en', version: 'standalone' });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <AppProviders runtime={runtime}>
        <BrowserRouter>
          <header style={{ padding: 12, borderBottom: '1px solid currentColor' }}>
            <strong>{title}</strong>{' '}
            {sections.map((section) => (
              <a key={section} href={`/${section}`} style={{ marginInlineStart: 12 }}>
                /{section}
              </a>
            ))}
          </header>
          <main>
            <Routes>
              {sections.map((section) => (
                <Route key={section} path={`${section}/*`} element={<RemoteRoutes section={section} />} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
