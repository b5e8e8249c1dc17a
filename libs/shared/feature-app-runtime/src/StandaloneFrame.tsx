import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastHost } from './ToastHost';

export interface StandaloneFrameProps {
  /** The remote's exposed route tree; rendered for each of its sections. */
  RemoteRoutes: ComponentType<{ section: string }>;
  sections: readonly string[];
  title: string;
}

/**
 * The minimal frame around a remote in its standalone dev mode: links to its sections, its
 * routes, and the shell's toast host, so what the remote shows as toasts (loyalty's
 * notifications) appears here as it does inside the shell.
 */
export function StandaloneFrame({ RemoteRoutes, sections, title }: StandaloneFrameProps) {
  return (
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
      <ToastHost />
    </BrowserRouter>
  );
}
