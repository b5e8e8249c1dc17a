import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface LocalesPayload {
  locales: Array<{ code: string; name: string }>;
  defaultLocale: string;
}

export interface PageDescription {
  locale: string;
  pathWithoutLocale: string;
  theme: 'dark' | 'light';
  locales: LocalesPayload;
  title: string;
  description: string;
  robots: string;
}

interface MetadataPayload {
  title: string;
  description: string;
  robots: { index: boolean; follow: boolean };
}

const LOCALES_TTL_MS = 60_000;

/**
 * What the HTML renderer reads: the template (re-read when the shell is redeployed), the remote
 * registry (re-read on every change, so a remote deploy needs no restart) and the locale list.
 */
export function createSiteState(app: FastifyInstance, siteRoot: string) {
  const templateFile = path.join(siteRoot, 'shell/index.html');
  const registryFile = path.join(siteRoot, 'registry.json');
  let template = { mtimeMs: 0, text: '' };
  let registry = { mtimeMs: -1, value: {} as unknown };
  let locales: { at: number; value: LocalesPayload } | null = null;

  const readTemplate = () => {
    const stat = fs.statSync(templateFile);
    if (stat.mtimeMs !== template.mtimeMs) template = { mtimeMs: stat.mtimeMs, text: fs.readFileSync(templateFile, 'utf8') };
    return template.text;
  };

  const readRegistry = () => {
    const mtimeMs = fs.existsSync(registryFile) ? fs.statSync(registryFile).mtimeMs : 0;
    if (mtimeMs !== registry.mtimeMs) registry = { mtimeMs, value: mtimeMs ? JSON.parse(fs.readFileSync(registryFile, 'utf8')) : {} };
    return registry.value;
  };

  // Read through the public endpoint so the site always agrees with what the client fetches.
  const readLocales = async (): Promise<LocalesPayload> => {
    if (locales && Date.now() - locales.at < LOCALES_TTL_MS) return locales.value;
    const response = await app.inject({ method: 'GET', url: '/nfx/i18n/locales' });
    const value = response.statusCode === 200 ? (response.json() as LocalesPayload) : { locales: [], defaultLocale: 'en' };
    locales = { at: Date.now(), value };
    return value;
  };

  // The title, description and robots of the page in its locale, from the CMS metadata call.
  // A path the metadata call refuses (odd characters, oversize) still gets a page: the home
  // page's texts, kept out of search results.
  const readMetadata = async (pagePath: string, locale: string): Promise<MetadataPayload> => {
    const fetchMetadata = async (target: string) => {
      const query = new URLSearchParams({ path: target, locale, version: app.config.version });
      const response = await app.inject({ method: 'GET', url: `/api/metadata/get?${query}` });
      const body = response.json() as { status: string; payload?: MetadataPayload };
      return body.status === 'ok' ? body.payload : undefined;
    };
    const metadata = await fetchMetadata(pagePath);
    if (metadata) return metadata;
    const home = await fetchMetadata('/');
    if (!home) throw new Error(`metadata.get has no texts for locale ${locale}`);
    return { ...home, robots: { index: false, follow: false } };
  };

  const describePage = async (request: FastifyRequest): Promise<PageDescription> => {
    const payload = await readLocales();
    const codes = payload.locales.map((entry) => entry.code);
    const defaultLocale = payload.defaultLocale || codes[0] || 'en';
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const first = pathname.split('/')[1] ?? '';
    const prefixed = codes.find((code) => code.toLowerCase() === first.toLowerCase());
    const locale = prefixed ?? defaultLocale;
    const pathWithoutLocale = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
    const theme = request.cookies?.['theme'] === 'light' ? 'light' : 'dark';
    const metadata = await readMetadata(pathWithoutLocale, locale);
    const robots = `${metadata.robots.index ? 'index' : 'noindex'}, ${metadata.robots.follow ? 'follow' : 'nofollow'}`;
    return { locale, pathWithoutLocale, theme, locales: payload, title: metadata.title, description: metadata.description, robots };
  };

  return { template: readTemplate, registry: readRegistry, describePage };
}
