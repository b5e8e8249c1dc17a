import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html-document';

/** The shell build's list of start-up files (tools/webpack/boot-preload-plugin.ts). */
export interface BootPreloadManifest {
  scripts: string[];
  styles: string[];
}

interface ExposeAssets {
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** The parts of a remote's mf-manifest.json the preloads need. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ExposeAssets[];
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

export function readBootPreloads(file: string): BootPreloadManifest {
  if (!fs.existsSync(file)) return { scripts: [], styles: [] };
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BootPreloadManifest>;
  const urls = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').map((item) => `/${item.replace(/^\/+/, '')}`) : []);
  return { scripts: urls(value.scripts), styles: urls(value.styles) };
}

/**
 * A remote's files for one exposed module: the manifest the federation runtime fetches, its
 * remoteEntry and the expose's own scripts and styles. Remote builds are immutable (their folder
 * is named by content hash), so each manifest is read once. An unreadable manifest preloads
 * nothing: the runtime then shows its own fallback as usual.
 */
export function createRemotePreloads(siteRoot: string) {
  const manifests = new Map<string, RemoteManifest | null>();

  const readManifest = (manifestUrl: string): RemoteManifest | null => {
    if (manifests.has(manifestUrl)) return manifests.get(manifestUrl) ?? null;
    let manifest: RemoteManifest | null = null;
    const file = path.join(siteRoot, path.normalize(manifestUrl).replace(/^([/\\])+/, ''));
    if (file.startsWith(path.join(siteRoot, 'remotes')) && fs.existsSync(file)) {
      try {
        manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
      } catch {
        manifest = null;
      }
    }
    manifests.set(manifestUrl, manifest);
    return manifest;
  };

  return (manifestUrl: string, expose: string): PreloadLinks => {
    const links = emptyPreloads();
    const manifest = readManifest(manifestUrl);
    if (!manifest?.metaData?.remoteEntry || !Array.isArray(manifest.exposes)) return links;
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData.remoteEntry;
    links.fetches.push(manifestUrl);
    links.scripts.push(`${base}${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`);
    const exposed = manifest.exposes.find((item) => item.path === expose);
    links.scripts.push(...(exposed?.assets.js.sync ?? []).map((file) => `${base}${file}`));
    links.styles.push(...(exposed?.assets.css.sync ?? []).map((file) => `${base}${file}`));
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
