import { escapeHtml } from './html-document';

export interface ServiceWorkerOptions {
  /** Changes with every shell build: a new value makes the browser install the new worker. */
  buildId: string;
  locales: string[];
  defaultLocale: string;
}

/** Where the offline page of a locale is served; the worker caches one per locale at install. */
export const offlinePagePath = (locale: string) => `/nfx/offline/${encodeURIComponent(locale)}`;

/**
 * The site's service worker (`/sw.js`, scope `/`). Navigations go to the network first and fall
 * back to the cached offline page of the page's locale when the network fails (the back office's
 * pages excepted: they are another app); nothing else is
 * intercepted, so API calls and assets keep their own HTTP caching. The cache name carries the
 * build id: a new build installs a new worker, which takes over at once (`skipWaiting` +
 * `clients.claim`) and deletes the old caches; the shell reloads on `controllerchange`.
 */
export function serviceWorkerScript({ buildId, locales, defaultLocale }: ServiceWorkerOptions): string {
  const config = {
    cache: `nfx-offline-${buildId}`,
    locales,
    defaultLocale,
    pages: Object.fromEntries(locales.map((locale) => [locale, offlinePagePath(locale)])),
  };
  return `/* NFX service worker, build ${buildId.replace(/[^\w.-]/g, '')} */
'use strict';
const CONFIG = ${JSON.stringify(config).replace(/</g, '\\u003c')};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG.cache)
      .then((cache) => cache.addAll(Object.values(CONFIG.pages)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('nfx-') && name !== CONFIG.cache).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function localeOf(url) {
  const first = (new URL(url).pathname.split('/')[1] || '').toLowerCase();
  return CONFIG.locales.find((code) => code.toLowerCase() === first) || CONFIG.defaultLocale;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  // The back office is another app on this origin: its pages are never the players' offline page.
  const path = new URL(request.url).pathname;
  if (path === '/backoffice' || path.startsWith('/backoffice/')) return;
  event.respondWith(
    fetch(request).catch(async () => {
      const cache = await caches.open(CONFIG.cache);
      const page = CONFIG.pages[localeOf(request.url)] || CONFIG.pages[CONFIG.defaultLocale];
      return (page && (await cache.match(page))) || Response.error();
    }),
  );
});
`;
}

export interface OfflinePageTexts {
  lang: string;
  title: string;
  button: string;
  siteName: string;
}

/** A page with everything inline (the network is gone): a message and a link that reloads the page the player wanted. */
export function offlinePageHtml({ lang, title, button, siteName }: OfflinePageTexts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}${siteName ? ` | ${escapeHtml(siteName)}` : ''}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #16181d; color: #f6f7f9; font: 16px/1.5 system-ui, sans-serif; }
      main { max-width: 28rem; padding: 2rem 1rem; text-align: center; }
      h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
      a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #6440dc; color: #fff; text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 3px solid #cbbaff; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main role="alert">
      <h1>${escapeHtml(title)}</h1>
      <a href="">${escapeHtml(button)}</a>
    </main>
  </body>
</html>
`;
}
