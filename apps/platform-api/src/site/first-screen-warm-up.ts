import type { FastifyInstance } from 'fastify';
import { type TileImageSource, tileImageOf } from './game-tile-image';

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

/** The files a `srcset` names, without their densities or widths. */
const srcsetCandidates = (srcset: string) => srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '');

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
      const candidates = attribute!.endsWith('srcset') ? srcsetCandidates(value!) : [value!];
      for (const candidate of candidates.map(decodeEntities)) if (isOwnPath(candidate)) found.add(candidate);
    }
  }
  return [...found];
}

const FETCH_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/gi;
const GAME_LIST_CALL = /^\/api\/games\/get\?/;

/**
 * The game lists a page preloads (`games.get` calls: the home page's first rows). Their tiles are
 * drawn by the app, so no first paint names their pictures; the lists do.
 */
export function gameListsPreloaded(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(FETCH_PRELOAD)) {
    if (!/\bas="fetch"/.test(tag)) continue;
    const href = decodeEntities(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '');
    if (GAME_LIST_CALL.test(href)) found.add(href);
  }
  return [...found];
}

function isTileImageSource(item: unknown): item is TileImageSource {
  const candidate = item as Partial<TileImageSource> | null;
  return (
    typeof candidate?.image_url === 'string' &&
    typeof candidate.image_url_2x === 'string' &&
    typeof candidate.description?.img_288_192 === 'string'
  );
}

/** The pictures a games.get answer's tiles ask for (each density), or nothing for an answer of another shape. */
export function tilePicturesOf(body: string): string[] {
  let items: unknown;
  try {
    items = (JSON.parse(body) as { payload?: { items?: unknown } }).payload?.items;
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  return items.filter(isTileImageSource).flatMap((item) => {
    const image = tileImageOf(item);
    if (!image) return [];
    return (image.srcset ? srcsetCandidates(image.srcset) : [image.href]).filter(isOwnPath);
  });
}

export interface WarmUpReport {
  pages: number;
  /** Preloaded game lists read for their tiles' pictures. */
  lists: number;
  pictures: number;
  failed: string[];
  ms: number;
}

/**
 * Draws the first screens once, as their first visitors would ask for them, so that the first
 * visitors after a start or a deploy do not wait for the server to draw them: a tile's AVIF takes
 * 55–90 ms to render on a cold server and about 4 ms from the cache. Each page is asked for
 * through the server's own routes (so what is warmed is what is served, including the page
 * cache), then each picture its HTML names, then the tiles of the game lists it preloads (the
 * home page's first rows, which the app draws), one request at a time.
 */
export async function warmFirstScreens(app: FastifyInstance, pages: readonly string[] = WARM_PAGES): Promise<WarmUpReport> {
  const started = performance.now();
  const report: WarmUpReport = { pages: 0, lists: 0, pictures: 0, failed: [], ms: 0 };
  const pictures = new Set<string>();
  const lists = new Set<string>();
  for (const page of pages) {
    const response = await app.inject({ method: 'GET', url: page, headers: { accept: 'text/html' } }).catch(() => undefined);
    if (!response || response.statusCode !== 200) {
      report.failed.push(page);
      continue;
    }
    report.pages += 1;
    for (const picture of picturesNamed(response.body)) pictures.add(picture);
    for (const list of gameListsPreloaded(response.body)) lists.add(list);
  }
  // After the first paints' own pictures: those are on screen before any script has run.
  for (const list of lists) {
    const response = await app.inject({ method: 'GET', url: list, headers: { accept: 'application/json' } }).catch(() => undefined);
    if (response?.statusCode !== 200) {
      report.failed.push(list);
      continue;
    }
    report.lists += 1;
    for (const picture of tilePicturesOf(response.body)) pictures.add(picture);
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
