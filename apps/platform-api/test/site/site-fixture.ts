import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotePublication, RemoteRegistry } from '@nfx/remote-registry';
import type { AppConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

export const ORIGIN = 'https://casino.example.com';

const WORKSPACE = path.join(__dirname, '../../../..');

/** The build tools that publish a remote, loaded from the workspace as a build loads them (they are no project to import). */
interface PublicationTools {
  remoteApps(workspaceRoot: string): string[];
  readRemoteTexts(appRoot: string): Record<string, Record<string, unknown>>;
  publicationFromSources(workspaceRoot: string, remote: string): Promise<RemotePublication>;
}
const publicationTools = () => import(path.join(WORKSPACE, 'tools/webpack/remote-publication.ts')) as Promise<PublicationTools>;

/** Each fake remote build's folder, so tests can name its files. */
export const BUILD_ID = 'abc';

/** A remote's mf-manifest.json: enough to show it is one (the casino's lists its exposes' files too). */
function manifestOf(remote: string): unknown {
  const expose = (name: string, files: string[]) => ({
    path: `./${name}`,
    assets: { js: { sync: files, async: ['js/420.shared.js'] }, css: { sync: [`css/${name}.css`], async: [] } },
  });
  const exposes = remote === 'casino' ? [expose('routes', ['js/routes.js']), expose('HomeGameRows', ['js/764.js', 'js/rows.js'])] : [];
  return { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes };
}

/** The registry `npm run build` would write for the workspace's remotes, with every build in folder `abc`. */
export async function workspaceRegistry(): Promise<RemoteRegistry> {
  const { publicationFromSources, remoteApps } = await publicationTools();
  const registry: RemoteRegistry = {};
  for (const remote of remoteApps(WORKSPACE)) {
    registry[remote] = {
      manifest: `/remotes/${remote}/${BUILD_ID}/mf-manifest.json`,
      version: `0.1.0+${BUILD_ID}`,
      ...(await publicationFromSources(WORKSPACE, remote)),
    };
  }
  return registry;
}

/**
 * A minimal built site: the shell template (as the minifier leaves it) and every remote of the
 * workspace deployed under `remotes/<name>/abc/`, with its publication in the registry and its
 * texts in `i18n/`, as its build publishes them.
 */
async function fakeSite(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-site-'));
  fs.mkdirSync(path.join(root, 'shell/js'), { recursive: true });
  fs.mkdirSync(path.join(root, 'shell/css'), { recursive: true });
  fs.mkdirSync(path.join(root, 'remotes'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell/index.html'),
    '<!doctype html><html lang=en data-theme=dark><head><meta charset=utf-8></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'shell/boot-preload.json'),
    JSON.stringify({ scripts: ['js/main.111.js', 'js/bootstrap.222.js', 'js/873.333.js'], styles: ['css/977.444.css'] }),
  );
  const { readRemoteTexts } = await publicationTools();
  const registry = await workspaceRegistry();
  for (const remote of Object.keys(registry)) {
    const folder = path.join(root, 'remotes', remote, BUILD_ID);
    fs.mkdirSync(path.join(folder, 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifestOf(remote)));
    for (const [locale, texts] of Object.entries(readRemoteTexts(path.join(WORKSPACE, 'apps', remote)))) {
      fs.writeFileSync(path.join(folder, 'i18n', `${locale}.json`), JSON.stringify(texts));
    }
  }
  fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(registry));
  return root;
}

export interface SiteApp extends TestApp {
  siteRoot: string;
}

/** The app with the site plugin over a fake built site, on a fresh seeded database. */
export async function createSiteApp(overrides: Partial<AppConfig> = {}): Promise<SiteApp> {
  const siteRoot = await fakeSite();
  const testApp = await createTestApp({ siteRoot, publicOrigin: ORIGIN, ...overrides });
  return {
    ...testApp,
    siteRoot,
    close: async () => {
      await testApp.close();
      fs.rmSync(siteRoot, { recursive: true, force: true });
    },
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Attributes of every `<tag …>` in the document (values unescaped); our renderer always quotes them. */
export function tags(html: string, tag: 'meta' | 'link' | 'img'): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)\\s*/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1] ?? '', unescape(attribute[2] ?? '')]),
    ),
  );
}

export const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((meta) => meta['name'] === key || meta['property'] === key)?.['content'];
export const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
