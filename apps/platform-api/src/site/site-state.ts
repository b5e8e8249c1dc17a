import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createCmsConfigRepository } from '../content/cms-config-repository';
import type { CustomCodeEntry, RedirectsSection, SeoSettings } from '../content/cms-types';
import type { PageMetadata } from '../content/metadata-service';
import { safeRedirectRules } from '../content/redirect-rules';
import { createSiteTextsRepository } from '../content/site-texts-repository';

export interface LocalesPayload {
  locales: Array<{ code: string; name: string }>;
  defaultLocale: string;
}

/** The CMS sections the server itself reads to answer a page. */
export interface SiteCmsConfig {
  seo: SeoSettings | undefined;
  customCode: CustomCodeEntry[] | unknown;
  redirects: RedirectsSection;
}

const LOCALES_TTL_MS = 60_000;

/**
 * What the HTML renderer reads: the template (re-read when the shell is redeployed), the remote
 * registry (re-read on every change, so a remote deploy needs no restart), the locale list, the
 * CMS sections and page metadata.
 */
export function createSiteState(app: FastifyInstance, siteRoot: string) {
  const templateFile = path.join(siteRoot, 'shell/index.html');
  const registryFile = path.join(siteRoot, 'registry.json');
  const cmsConfig = createCmsConfigRepository(app.database.db);
  const siteTexts = createSiteTextsRepository(app.database.db);
  let template = { mtimeMs: 0, text: '', buildId: '' };
  let registry = { mtimeMs: -1, value: {} as unknown };
  let locales: { at: number; value: LocalesPayload } | null = null;

  const readTemplate = () => {
    const stat = fs.statSync(templateFile);
    if (stat.mtimeMs !== template.mtimeMs) {
      const text = fs.readFileSync(templateFile, 'utf8');
      // The built template names the hashed shell bundles, so its hash changes with every shell build.
      const buildId = createHash('sha256').update(app.config.version).update(text).digest('hex').slice(0, 16);
      template = { mtimeMs: stat.mtimeMs, text, buildId };
    }
    return template;
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
    if (!value.defaultLocale) value.defaultLocale = value.locales[0]?.code ?? 'en';
    locales = { at: Date.now(), value };
    return value;
  };

  const readCmsConfig = async (locale: string): Promise<SiteCmsConfig> => {
    const sections = await cmsConfig.sections(locale);
    return {
      seo: sections['seo'] as SeoSettings | undefined,
      customCode: sections['customCode'],
      redirects: safeRedirectRules(sections['redirects'] as RedirectsSection | undefined),
    };
  };

  /**
   * The page's metadata from the CMS metadata call, exactly as the client gets it. Null when the
   * call refuses the path (odd characters, oversize): such a path is no page of the site.
   */
  const readMetadata = async (pagePath: string, locale: string): Promise<PageMetadata | null> => {
    const query = new URLSearchParams({ path: pagePath, locale, version: app.config.version });
    const response = await app.inject({ method: 'GET', url: `/api/metadata/get?${query}` });
    const body = response.json() as { status: string; payload?: PageMetadata };
    return body.status === 'ok' && body.payload ? body.payload : null;
  };

  return {
    template: () => readTemplate().text,
    buildId: () => readTemplate().buildId,
    registry: readRegistry,
    locales: readLocales,
    cmsConfig: readCmsConfig,
    metadata: readMetadata,
    texts: siteTexts.texts,
  };
}

export type SiteState = ReturnType<typeof createSiteState>;
