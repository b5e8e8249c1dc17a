import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { clientRegistry, parseRegistry, type RemoteRegistry } from '@nfx/remote-registry';
import type { CustomCodeEntry, RedirectsSection, SeoSettings } from '../content/cms-types';
import { safeRedirectRules } from '../content/services/redirect-rules';
import { createApiPayloadReader } from './api-payload';
import { createDetailLookups } from './detail-lookups';
import { tileImageOf } from './game-tile-image';
import { createSiteRevision } from './site-revision';
import type { FirstPaintBanner, FirstPaintGame, FirstPaintGameTitle, FirstPaintHall } from './first-paint';
import { type BootPreloadManifest, createRemotePreloads, readBootPreloads } from './page-preloads';
import { createRemoteTexts } from './remote-texts';

export interface LocalesPayload {
  locales: Array<{ code: string; name: string }>;
  defaultLocale: string;
}

/** The CMS sections the server itself reads to answer a page. */
export interface SiteCmsConfig {
  seo: SeoSettings | undefined;
  customCode: CustomCodeEntry[] | unknown;
  redirects: RedirectsSection;
  /** `settings.loader` as the CMS holds it; the page's boot data carries it to the shell's loaders. */
  loader: unknown;
}

const LOCALES_TTL_MS = 60_000;

/** Spec §9: the banners call's default count, which the home page's slider asks for. */
const HOME_BANNERS_COUNT = 10;
/**
 * The home page's game rows as the casino lib's HomeGameRows asks for them (HOME_ROW_GAMES games
 * per row). Only the first two rows' calls are preloaded: they are the rows near a phone's first
 * screen; the rows below are fetched as the player scrolls towards them.
 */
const HOME_ROW_GAMES = 12;
const HOME_PRELOADED_ROWS = 2;
/** The hall's title and lead, as the casino remote's SectionPage names them (in its own namespace). */
const HALL_TITLE = 'casino.gamehall.title';
const HALL_LEAD = 'casino.gamehall.description';
/** The game page's provider line (GamePage of the casino lib), with the provider's name as `{{name}}`. */
const GAME_PROVIDER = 'casino.game.provider';

/** A game's name as its tile and page show it: the description's when set, else the catalogue's (the casino lib's displayOf). */
const displayName = (game: { name: string; description: { name: string } }) => game.description.name.trim() || game.name.trim();

/**
 * What the HTML renderer reads: the template (re-read when the shell is redeployed), the remote
 * registry (re-read on every change, so a remote deploy needs no restart: it says which remote
 * renders which section, which pages exist under it and where its texts are), the locale list,
 * the CMS sections, page metadata and texts.
 */
export function createSiteState(app: FastifyInstance, siteRoot: string) {
  const templateFile = path.join(siteRoot, 'shell/index.html');
  const bootPreloadFile = path.join(siteRoot, 'shell/boot-preload.json');
  const registryFile = path.join(siteRoot, 'registry.json');
  let template = { mtimeMs: -1, text: '', buildId: '', bootPreloads: { scripts: [], styles: [] } as BootPreloadManifest };
  const remoteTexts = createRemoteTexts(siteRoot);
  let registry = { mtimeMs: -1, value: {} as RemoteRegistry, client: {} as RemoteRegistry };
  let locales: { at: number; value: LocalesPayload } | null = null;

  const mtimeOf = (file: string) =>
    fs.promises.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );

  /**
   * Re-reads the template (with its start-up file list) and the registry when their files
   * changed, asynchronously; pages then read the copies in memory. Returns the files' stamp.
   */
  const refreshFiles = async (): Promise<string> => {
    const [templateMtime, registryMtime] = await Promise.all([mtimeOf(templateFile), mtimeOf(registryFile)]);
    if (templateMtime !== template.mtimeMs) {
      const [text, bootPreloads] = await Promise.all([fs.promises.readFile(templateFile, 'utf8'), readBootPreloads(bootPreloadFile)]);
      // The built template names the hashed shell bundles, so its hash changes with every shell build.
      const buildId = createHash('sha256').update(app.config.version).update(text).digest('hex').slice(0, 16);
      template = { mtimeMs: templateMtime, text, buildId, bootPreloads };
    }
    if (registryMtime !== registry.mtimeMs) {
      try {
        const value = parseRegistry(registryMtime ? JSON.parse(await fs.promises.readFile(registryFile, 'utf8')) : {});
        registry = { mtimeMs: registryMtime, value, client: clientRegistry(value) };
      } catch (error) {
        // A hand edit that broke the file: the site keeps the remotes it had until the file is fixed.
        app.log.error({ err: error }, 'registry.json is not valid JSON; keeping the previous registry');
      }
    }
    return `${templateMtime}:${registryMtime}`;
  };
  const revision = createSiteRevision(app, refreshFiles);

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
    const sections = await app.content.cmsSections(locale);
    return {
      seo: sections['seo'] as SeoSettings | undefined,
      customCode: sections['customCode'],
      redirects: safeRedirectRules(sections['redirects'] as RedirectsSection | undefined),
      loader: (sections['settings'] as { loader?: unknown } | undefined)?.loader,
    };
  };

  const apiPayload = createApiPayloadReader(app);

  /**
   * A few texts by `namespace.key` for what the server draws itself: the messages table (the
   * shell's namespaces and the CMS's edits of any text), over the deployed remotes' own files.
   */
  const readTexts = async (locale: string, keys: readonly string[]): Promise<Record<string, string>> => {
    const [edited, built] = await Promise.all([app.content.siteTexts(locale, keys), remoteTexts(registry.value, locale, keys)]);
    return { ...built, ...edited };
  };

  /**
   * The page's metadata from the CMS metadata call, exactly as the client gets it. Null when the
   * call refuses the path (odd characters, oversize): such a path is no page of the site. The
   * host picks the domain's SEO settings.
   */
  const readMetadata = (pagePath: string, locale: string, host: string) => apiPayload('metadata.get', { path: pagePath, locale }, host);

  /** The home page's first banner, from the banners call as the client makes it (same URL, so it can be preloaded). */
  const homeBanner = async (locale: string): Promise<{ url: string; first: FirstPaintBanner | null }> => {
    const params = { offset: '0', count: String(HOME_BANNERS_COUNT), locale };
    const url = `/api/banners/get?${new URLSearchParams({ ...params, version: app.config.version })}`;
    const page = await apiPayload('banners.get', params);
    const description = page?.items[0]?.description;
    const first =
      description?.image_360_520 && description.image_735_240 ? { tall: description.image_360_520, wide: description.image_735_240 } : null;
    return { url, first };
  };

  /**
   * The calls of the home page's game rows, with the same URLs as the casino remote's (the
   * categories in position order, then a row's games by category), so the page can preload them:
   * otherwise they wait for the shell and the remote to boot, then for each other, in turn.
   */
  const homeGameRowCalls = async (locale: string): Promise<string[]> => {
    const categories = await apiPayload('games.getCategories', { locale });
    if (!categories) return [];
    const client = (params: Record<string, string>) => new URLSearchParams({ ...params, locale, version: app.config.version });
    const rows = [...categories.items]
      .sort((a, b) => a.position - b.position)
      .slice(0, HOME_PRELOADED_ROWS)
      .map(
        (category) =>
          `/api/games/get?${client({ options: JSON.stringify({ offset: 0, count: HOME_ROW_GAMES, category: category.sysname }) })}`,
      );
    return [`/api/games/getCategories?${client({})}`, ...rows];
  };

  /**
   * The hall's first games (default sort, no filter) as its tiles show them: the description's
   * name and 288×192 image when set, else the catalogue's name and image in two densities (the
   * casino lib's displayOf and tileImageOf), and the page's title and lead. The hall's largest
   * paint is one of these tiles, so the server draws them and the HTML asks for their artwork
   * before any script has run. Null when the catalogue cannot be read.
   */
  const hallFirstPaint = async (locale: string, count: number): Promise<FirstPaintHall | null> => {
    // 'popular' is the hall's default sort (the casino lib's DEFAULT_SORT); no other option is set without filters.
    const options = JSON.stringify({ offset: 0, count, sort: 'popular' });
    const [page, texts] = await Promise.all([apiPayload('games.get', { options, locale }), readTexts(locale, [HALL_TITLE, HALL_LEAD])]);
    if (!page) return null;
    const games = page.items.flatMap((item): FirstPaintGame[] => {
      const image = tileImageOf(item);
      return image ? [{ name: displayName(item), image }] : [];
    });
    return { title: texts[HALL_TITLE] ?? '', description: texts[HALL_LEAD] ?? '', games };
  };

  /**
   * A game page's title row as GamePage draws it: the description's name when set, else the
   * catalogue's (the casino lib's displayOf), and the provider line. Null for no such game.
   */
  const gameTitle = async (sysname: string, locale: string): Promise<FirstPaintGameTitle | null> => {
    const options = JSON.stringify({ sysnames: [sysname], count: 1 });
    const [page, texts] = await Promise.all([apiPayload('games.get', { options, locale }), readTexts(locale, [GAME_PROVIDER])]);
    const item = page?.items.find((game) => game.sysname === sysname);
    const line = texts[GAME_PROVIDER];
    if (!item || !line) return null;
    const name = displayName(item);
    return { name, provider: line.replace(/\{\{\s*name\s*\}\}/g, () => item.provider.name) };
  };

  /**
   * The pictures of the promotions list's first `count` cards, as promotionText of the
   * promotions lib picks them (the operator's page's picture, else the campaign's), from the
   * same calls and URLs as the list (so the page can preload them). The run stops at the first
   * card without one: the row the server draws must be the row the app draws.
   */
  const promotionCards = async (locale: string, count: number) => {
    const offersParams = { offset: '0', locale };
    const [offers, summaries] = await Promise.all([
      apiPayload('campaigns.getoffers', offersParams),
      apiPayload('campaigns.getpromotionsummaries', { locale }),
    ]);
    const images: string[] = [];
    for (const offer of offers?.items.slice(0, count) ?? []) {
      const image = summaries?.items.find((item) => item.id === offer.id)?.image || offer.description.image;
      if (!image) break;
      images.push(image);
    }
    const client = (params: Record<string, string>) => new URLSearchParams({ ...params, version: app.config.version });
    return {
      images: summaries ? images : [],
      fetches: [`/api/campaigns/getoffers?${client(offersParams)}`, `/api/campaigns/getpromotionsummaries?${client({ locale })}`],
    };
  };

  return {
    gameTitle,
    promotionCards,
    /**
     * What pages are drawn from right now (content, shell build, registry), checked at most every
     * `siteCacheCheckMs`; awaiting it also brings the in-memory template and registry up to date.
     */
    revision,
    hallFirstPaint,
    template: () => template.text,
    buildId: () => template.buildId,
    bootPreloads: () => template.bootPreloads,
    version: app.config.version,
    remotePreloads: createRemotePreloads(siteRoot),
    homeBanner,
    homeGameRowCalls,
    /** The registry as parsed (malformed items dropped). */
    registry: () => registry.value,
    /** What pages inline and `/remotes/registry.json` serves: the registry without the server's page table and text files. */
    clientRegistry: () => registry.client,
    locales: readLocales,
    cmsConfig: readCmsConfig,
    metadata: readMetadata,
    texts: readTexts,
    detailPresence: createDetailLookups(app, apiPayload),
    /** A live campaign of campaigns.getoffers in `locale`, by the id in a promotion's or offer's path (still percent-encoded). */
    offer: async (key: string, locale: string) =>
      (await apiPayload('campaigns.getoffers', { locale }))?.items.find((item) => String(item.id) === key),
    /** The operator's page of a live campaign in `locale` (else the default one), as the detail page shows it; null without one. */
    promotionContent: (id: number, locale: string) => apiPayload('campaigns.getpromotioncontent', { id: String(id), locale }),
    /** A deposit method's name and its page's SEO template row (`templatePath`, from `urlTemplates.deposit`), when both exist. */
    depositTemplate: async (sysname: string, locale: string, templatePath: string | undefined) => {
      const name = app.hasDecorator('cashier') ? app.cashier.depositMethodName(sysname) : undefined;
      const row = name && templatePath ? await app.content.seoPage(locale, templatePath) : undefined;
      return name && row ? { name, title: row.title, description: row.description } : null;
    },
  };
}

export type SiteState = ReturnType<typeof createSiteState>;
