import type { FastifyInstance } from 'fastify';

/**
 * The pages a visitor most often opens first: the home page, the hall and the promotions list
 * (their first paints name the pictures on the first screen, `first-paint.ts`).
 */
export const WARM_PAGES = ['/', '/gamehall', '/promotions'] as const;

/** What Chromium sends for an `<img>`: the image proxy answers it AVIF, as it would the visitor. */
export const PICTURE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const ATTRIBUTE = /\s(src|srcset|href|imagesrcset)="([^"]*)"/g;
const PICTURE_TAG = /<(img|source|link)\b[^>]*>/gi;

const decodeEntities = (value: string) => value.replace(/&amp;/g, '&');

/** A path on this origin: `/img/…`, never `//host/…` or an absolute URL, which the server does not draw. */
const isOwnPath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * The pictures a page's HTML names: every `<img>` and `<source>` (`src` and each `srcset`
 * candidate) and every `<link rel="preload" as="image">` (`href` and `imagesrcset`), on this
 * origin only, each once, in the order of the page.
 */
export function picturesNamed(html: string): string[] {
  const found = new Set<string>();
  for (const [tag, name] of html.matchAll(PICTURE_TAG)) {
    if (name!.toLowerCase() === 'link' && !(/\brel="preload"/.test(tag) && /\bas="image"/.test(tag))) continue;
    for (const [, attribute, value] of tag.matchAll(ATTRIBUTE)) {
      if (attribute === 'href' && name!.toLowerCase() !== 'link') continue;
      const candidates = attribute!.endsWith('srcset') ? value!.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '') : [value!];
      for (const candidate of candidates.map(decodeEntities)) if (isOwnPath(candidate)) found.add(candidate);
    }
  }
  return [...found];
}

export interface WarmUpReport {
  pages: number;
  pictures: number;
  failed: string[];
  ms: number;
}

/**
 * Draws the first screens once, as their first visitors would ask for them, so that the first
 * visitors after a start or a deploy do not wait for the server to draw them: a tile's AVIF takes
 * 55–90 ms to render on a cold server and about 4 ms from the cache. Each page is asked for
 * through the server's own routes (so what is warmed is what is served, including the page
 * cache), then each picture its HTML names, one request at a time.
 */
export async function warmFirstScreens(app: FastifyInstance, pages: readonly string[] = WARM_PAGES): Promise<WarmUpReport> {
  const started = performance.now();
  const report: WarmUpReport = { pages: 0, pictures: 0, failed: [], ms: 0 };
  const pictures = new Set<string>();
  for (const page of pages) {
    const response = await app.inject({ method: 'GET', url: page, headers: { accept: 'text/html' } }).catch(() => undefined);
    if (!response || response.statusCode !== 200) {
      report.failed.push(page);
      continue;
    }
    report.pages += 1;
    for (const picture of picturesNamed(response.body)) pictures.add(picture);
  }
  for (const picture of pictures) {
    const response = await app.inject({ method: 'GET', url: picture, headers: { accept: PICTURE_ACCEPT } }).catch(() => undefined);
    if (response?.statusCode === 200) report.pictures += 1;
    else report.failed.push(picture);
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

export const WARM_UP_LOG = 'first screens drawn before listening';

/**
 * Listens once the site's first screens are drawn. Drawing them after listening would make the
 * visitors of the first second share the CPU with it (their pictures came 17 % slower here); a
 * load balancer sends a new instance visitors as soon as it listens.
 */
export async function listenWithFirstScreensDrawn(
  app: FastifyInstance,
  { port, host, servesSite }: { port: number; host: string; servesSite: boolean },
): Promise<string> {
  await app.ready();
  if (servesSite) app.log.info(await warmFirstScreens(app), WARM_UP_LOG);
  return app.listen({ port, host });
}
