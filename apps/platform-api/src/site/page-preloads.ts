import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html-document';

/** The shell build's list of start-up files (tools/webpack/boot-preload-plugin.ts). */
export interface BootPreloadManifest {
  scripts: string[];
  styles: string[];
}

/** The part of a remote's mf-manifest.json that shows it is one. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string } };
}

export interface PreloadImage {
  href: string;
  /** Density candidates as the <img srcset> names them, so the browser picks the same file. */
  srcset?: string;
  media?: string;
}

export interface PreloadLinks {
  scripts: string[];
  /** Linked as stylesheets: the shell's own start-up styles, which the first paint also uses. */
  stylesheets: string[];
  styles: string[];
  fetches: string[];
  images: PreloadImage[];
}

export function emptyPreloads(): PreloadLinks {
  return { scripts: [], stylesheets: [], styles: [], fetches: [], images: [] };
}

export async function readBootPreloads(file: string): Promise<BootPreloadManifest> {
  let value: Partial<BootPreloadManifest>;
  try {
    value = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Partial<BootPreloadManifest>;
  } catch {
    // Missing (a dev build) or unreadable: the page works without preloads, only slower.
    return { scripts: [], styles: [] };
  }
  const urls = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string').map((item) => `/${item.replace(/^\/+/, '')}`)
      : [];
  return { scripts: urls(value.scripts), styles: urls(value.styles) };
}

/**
 * The manifest of the remote that renders the page: the federation runtime's first request for
 * it, which would otherwise wait for the shell to boot. Only the manifest: the runtime always
 * consumes it, while a preloaded remoteEntry or chunk that failed (the remote was down when the
 * page loaded) would sit unused in the page's preload cache and answer the retry button's request
 * with that same failure. The manifest is read from disk (builds are immutable, so each is read
 * once) only to check it is there and is one: a missing build preloads nothing.
 */
export function createRemotePreloads(siteRoot: string) {
  const remotesRoot = path.join(siteRoot, 'remotes');
  // Only readable manifests are kept: a registry that names a build before its files have been
  // copied gets its preload once they are there.
  const known = new Set<string>();

  const isManifest = (manifestUrl: string): boolean => {
    if (known.has(manifestUrl)) return true;
    const file = path.join(siteRoot, path.normalize(manifestUrl).replace(/^([/\\])+/, ''));
    const relative = path.relative(remotesRoot, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return false;
    try {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RemoteManifest>;
      if (typeof manifest.metaData?.remoteEntry?.name !== 'string') return false;
      known.add(manifestUrl);
      return true;
    } catch {
      return false;
    }
  };

  return (manifestUrl: string): PreloadLinks => {
    const links = emptyPreloads();
    if (isManifest(manifestUrl)) links.fetches.push(manifestUrl);
    return links;
  };
}

/**
 * `<link rel=preload>` tags: the browser fetches everything the first paint needs while it runs
 * main.js, instead of discovering each file only after the one before it has run. Images first
 * with high priority: the page's largest paint is usually one.
 */
export function preloadTags(links: PreloadLinks): string[] {
  return [
    ...links.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...links.images.map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}"` : ''} fetchpriority="high"${image.media ? ` media="${escapeHtml(image.media)}"` : ''} />`,
    ),
    ...links.styles.map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" />`),
    ...links.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`),
    // Same mode and credentials as the federation runtime's and the API client's fetch, so the response is reused.
    ...links.fetches.map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" />`),
  ];
}
