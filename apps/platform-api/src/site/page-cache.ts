import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  revision: string;
  storedAt: number;
  status: number;
  headers: Record<string, string>;
  html: string;
  /** Filled once compressed in the background; until then the page goes out uncompressed-then-compressed per request. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Entries the cache keeps: pages are ~10 KB and their two encodings ~3 KB each, so a few MB. */
const MAX_ENTRIES = 400;
/**
 * Pages also show what changes without a content write (the hall's popular order); they are
 * redrawn at least this often.
 */
export const PAGE_TTL_MS = 60_000;

/**
 * The site's drawn pages, the same for every visitor (no page depends on the session), keyed by
 * URL and theme. An entry is served only while the site revision it was drawn at is current;
 * a Map in insertion order makes it a small LRU.
 */
export function createPageCache(maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string, revision: string, now = Date.now()): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.revision !== revision || now - entry.storedAt > PAGE_TTL_MS) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Stores the page and compresses it once, off the request, at a stronger level than per-request compression could afford. */
    set(key: string, page: Omit<CachedPage, 'br' | 'gzip' | 'storedAt'>): void {
      const entry: CachedPage = { ...page, storedAt: Date.now() };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const source = Buffer.from(page.html);
      void Promise.all([brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(source, { level: 9 })]).then(
        ([br, gz]) => {
          entry.br = br;
          entry.gzip = gz;
        },
        () => undefined,
      );
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The encodings an Accept-Encoding header allows (q > 0), lower-cased. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The encoding to send a cached page in, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined, page: CachedPage): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (page.br && accepted.has('br')) return 'br';
  if (page.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}
