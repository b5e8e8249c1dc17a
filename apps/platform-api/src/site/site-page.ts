import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_CONSENT_COOKIE, LOCALE_COOKIE } from '@nfx/i18n';
import { featureOfPath } from '@nfx/paths';
import { matchRedirect } from '@nfx/redirects';
import { buildFolderOf, remoteMountForPath } from '@nfx/remote-registry';
import { placeCustomCode } from './custom-code';
import { headTags, type HeadModel } from './head-tags';
import { bootTags, renderDocument } from './html-document';
import {
  type FirstPaintConsent,
  type FirstPaintContent,
  firstPaintHtml,
  firstPaintStyle,
  HALL_PRELOADED_TILES,
  PROMOTION_FIRST_ROW,
  type FirstPaintSection,
} from './first-paint';
import { emptyPreloads, type PreloadLinks, preloadTags } from './page-preloads';
import { pageHead, systemHead } from './page-head';
import { classifyPath, type PageRoute, type SystemPage, systemPageOf } from './site-routes';
import type { Presence } from './detail-lookups';
import { promotionHead } from './promotion-head';
import { depositMethodHead, depositSysnameOf } from './deposit-head';
import { type CachedPage, createPageCache, pickEncoding } from './page-cache';
import type { SiteState } from './site-state';
import { localeRedirectTarget } from './locale-choice';
import { publicIntegrations } from '../site-integrations';
import { SESSION_POLICY } from '../account/services/session-policy';
import { hostKey, seoForHost } from '../content/services/seo-for-host';

/** The session cookie's name (session-policy.ts); its presence alone picks a page's drawing. */
const SESSION_COOKIE = SESSION_POLICY.cookieName;

/** Longer URLs (random query strings) are drawn every time rather than crowding the cache. */
const MAX_CACHED_URL_LENGTH = 512;

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.status(page.status).headers(page.headers);
  const encoding = pickEncoding(request.headers['accept-encoding'], page);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/** `/de/about/` → locale `de`, path `/about`; the default locale has no prefix. */
function splitLocale(pathname: string, codes: readonly string[], defaultLocale: string) {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const first = trimmed.split('/')[1] ?? '';
  const prefixed = codes.find((code) => code.toLowerCase() === first.toLowerCase());
  return { locale: prefixed ?? defaultLocale, pathWithoutLocale: prefixed ? trimmed.slice(first.length + 1) || '/' : trimmed };
}

/** The hall's first page on a phone (hall-pages.ts): enough to fill the first screen on any width. */
const HALL_FIRST_PAINT_TILES = 12;

/** Sections whose first paint is their title and lead, by the texts their remote draws them with (`namespace.page.*`). */
const SECTION_INTROS: Readonly<Record<string, { namespace: string; page: string }>> = {
  '/betting': { namespace: 'betting', page: 'home' },
};

/**
 * The unfiltered betting board's calls, as BettingPage of the betting lib makes them: the sports,
 * then the live and the upcoming events, 50 of each (events.ts), by the API client's URLs.
 */
function bettingBoardCalls(client: URLSearchParams): string[] {
  const events = (status: string) => `/api/betting/getevents?${new URLSearchParams([['status', status], ['limit', '50'], ...client])}`;
  return [`/api/betting/getsports?${client}`, events('live'), events('upcoming')];
}

/** The analytics question's texts (the shell's `layout.analyticsConsent.*`), drawn for a visitor who has not answered it. */
async function consentTexts(state: SiteState, locale: string): Promise<FirstPaintConsent | null> {
  const keys = ['title', 'text', 'allow', 'decline'].map((part) => `layout.analyticsConsent.${part}`);
  const texts = await state.texts(locale, keys);
  const [title, text, allow, decline] = keys.map((key) => texts[key]);
  return title && text && allow && decline ? { title, text, allow, decline } : null;
}

/** Whether the visitor has answered the analytics question (site-events.ts of @nfx/app-runtime writes the cookie). */
function answeredConsent(request: FastifyRequest): boolean {
  const answer = request.cookies?.[ANALYTICS_CONSENT_COOKIE];
  return answer === 'granted' || answer === 'denied';
}

/** The one page whose first paint depends on a session cookie (see pagePreloads). */
const SESSION_DRAWN_PAGE = '/cashier/deposit';

/** The cashier's tabs in their order (CashierLayout of the cashier lib). */
const CASHIER_TABS = ['wallet', 'deposit', 'withdraw', 'history'] as const;

/** The promotions lib's two sections (its section.ts): the same list under two names. */
const PROMOTION_LISTS = /^\/(promotions|offers)$/;

/** A page's title and lead in the common frame (SectionPage), by its remote's texts; null without them. */
async function sectionTexts(state: SiteState, locale: string, namespace: string, page: string): Promise<FirstPaintSection | null> {
  const [titleKey, leadKey] = [`${namespace}.${page}.title`, `${namespace}.${page}.description`];
  const texts = await state.texts(locale, [titleKey, leadKey]);
  const [title, description] = [texts[titleKey], texts[leadKey]];
  return title && description ? { title, description } : null;
}

/**
 * What a page needs for its first paint: the shell's start-up files, its remote's manifest and
 * texts (the registry says which remote renders the path), the data every page asks for, and on
 * the home page the first banner, on the unfiltered hall its first games, on the promotions list
 * its calls and first pictures (all drawn by the server, too); on the betting board and the
 * deposit page the server draws the title and lead, on a game's page its name. The deposit page
 * is drawn so only for a visitor with a session cookie (`signedIn`, the cookie is not checked):
 * the route guard sends anyone else home to sign in, who would otherwise glimpse it.
 */
async function pagePreloads(
  state: SiteState,
  page: { pathWithoutLocale: string; route: PageRoute; search: string; locale: string; signedIn: boolean },
): Promise<{ links: PreloadLinks; content: FirstPaintContent; complete: boolean }> {
  const { pathWithoutLocale, route, search, locale } = page;
  const boot = state.bootPreloads();
  // The shell's start-up styles (themes, base, layout) block rendering on purpose: the first
  // paint uses their colours, and the app does not flash unstyled when it takes over.
  const links: PreloadLinks = { ...emptyPreloads(), scripts: [...boot.scripts], stylesheets: [...boot.styles] };
  const registry = state.registry();
  const mount = remoteMountForPath(registry, pathWithoutLocale);
  const entry = mount ? registry[mount.remote] : undefined;
  // A registry may name a build whose files are still being copied: such a page is drawn again.
  let complete = true;
  if (entry) {
    const remote = state.remotePreloads(entry.manifest).fetches;
    complete = remote.length > 0;
    links.fetches.push(...remote);
    // The remote loads its texts from its own folder before it renders; the same URL as its fetch, so the response is reused.
    if (complete && entry.locales?.includes(locale))
      links.fetches.push(`${buildFolderOf(entry.manifest)}i18n/${encodeURIComponent(locale)}.json`);
  }
  const client = new URLSearchParams({ locale, version: state.version });
  links.fetches.push(
    `/nfx/cms-config/${encodeURIComponent(locale)}`,
    `/api/account/getInfo?${client}`,
    `/api/metadata/getgeneralinfo?${client}`,
  );
  if (pathWithoutLocale === '/gamehall' && !search) {
    const hall = await state.hallFirstPaint(locale, HALL_FIRST_PAINT_TILES);
    // The hall's first row on a phone (two columns): its largest paint is one of these tiles.
    links.images.push(...(hall?.games.slice(0, HALL_PRELOADED_TILES).map((game) => game.image) ?? []));
    return { links, content: hall ? { hall } : null, complete: complete && hall !== null };
  }
  // A sport's board (`?sport=`) asks with its filter; only the unfiltered one is known here.
  if (pathWithoutLocale === '/betting' && !search) links.fetches.push(...bettingBoardCalls(client));
  const intro = SECTION_INTROS[pathWithoutLocale];
  if (intro) {
    const texts = await sectionTexts(state, locale, intro.namespace, intro.page);
    return { links, content: texts && { intro: texts }, complete };
  }
  if (pathWithoutLocale === SESSION_DRAWN_PAGE) {
    if (!page.signedIn) return { links, content: null, complete };
    // The deposit form's two calls (the cashier lib's deposit-settings.ts and deposit-limit.ts).
    links.fetches.push(`/api/cashier/getdepositsettings?${client}`, `/api/account/getDepositLimit?${client}`);
    const tabKeys = CASHIER_TABS.map((tab) => `cashier.nav.${tab}`);
    const [section, tabTexts] = await Promise.all([sectionTexts(state, locale, 'cashier', 'deposit'), state.texts(locale, tabKeys)]);
    const labels = tabKeys.map((key) => tabTexts[key] ?? '');
    const tabs = { labels, current: CASHIER_TABS.indexOf('deposit') };
    return { links, content: section && labels.every(Boolean) ? { section: { ...section, tabs } } : null, complete };
  }
  const promotions = PROMOTION_LISTS.exec(pathWithoutLocale)?.[1];
  if (promotions) {
    const [section, cards] = await Promise.all([
      sectionTexts(state, locale, 'promotions', promotions),
      state.promotionCards(locale, PROMOTION_FIRST_ROW),
    ]);
    links.fetches.push(...cards.fetches);
    // The first card's picture is a phone's largest paint; the others join the row from 768 and 1280 px (the grid's columns).
    const shownFrom = ['', '(min-width: 768px)', '(min-width: 1280px)'];
    links.images.push(...cards.images.map((href, index) => (shownFrom[index] ? { href, media: shownFrom[index] } : { href })));
    return { links, content: section && { section: { ...section, cardImages: cards.images } }, complete };
  }
  if (route.kind === 'detail' && route.section === 'game') {
    const game = await state.gameTitle(decodeURIComponent(route.key), locale);
    return { links, content: game && { game }, complete };
  }
  if (pathWithoutLocale !== '/') return { links, content: null, complete };
  const [{ url, first }, rowCalls] = await Promise.all([state.homeBanner(locale), state.homeGameRowCalls(locale)]);
  links.fetches.push(url, ...rowCalls);
  // The same breakpoint as the slider's <picture>: the tall image on phones, the wide one from tablets up.
  if (first) links.images.push({ href: first.tall, media: '(max-width: 767.98px)' }, { href: first.wide, media: '(min-width: 768px)' });
  return { links, content: first ? { banner: first } : null, complete };
}

/**
 * The HTTP status of a page the client ends on (spec §2 error page mapping): 403 for the
 * forbidden page, 410 for a detail page whose entity was switched off, 404 for anything else that
 * is no page.
 */
function pageStatus(exists: boolean, presence: Presence, systemPage: SystemPage | null): 200 | 403 | 404 | 410 {
  if (!exists) return presence === 'gone' ? 410 : 404;
  return systemPage === 'forbidden' ? 403 : 200;
}

/**
 * Answers a site path: an HTTP redirect when a built-in or CMS rule sends it elsewhere, else the
 * shell's HTML with a server-rendered head (so crawlers without JavaScript get the metadata).
 * Pages, existing slug pages and detail pages whose entity exists answer 200; everything else
 * gets the not-found page's head and no-index with a 404 (or 410, see pageStatus).
 */
/**
 * Every page is drawn per cookie: with the analytics question or without it (and the deposit page
 * per session cookie). An address without a locale is drawn only for visitors whose choice is the
 * default (the others are sent to their locale's address), so it varies by their languages as well.
 */
function varyOf(namesNoLocale: boolean): string {
  return namesNoLocale ? 'accept-encoding, cookie, accept-language' : 'accept-encoding, cookie';
}

/** Where the visitor's locale choice sends an address that names no locale, or null. */
async function chosenLocaleTarget(request: FastifyRequest, state: SiteState): Promise<string | null> {
  const { locales, defaultLocale } = await state.locales();
  const acceptLanguage = request.headers['accept-language'];
  return localeRedirectTarget({
    url: request.url,
    codes: locales.map((entry) => entry.code),
    defaultLocale,
    cookieLocale: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  });
}

export function createPageHandler(app: FastifyInstance, state: SiteState) {
  const cache = createPageCache();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // No page depends on who asks (the session is never read here), only on whether a session
    // cookie came with it (see pagePreloads): one drawing serves each kind of visitor.
    const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
    const answered = answeredConsent(request);
    const localeTarget = request.maintenance ? null : await chosenLocaleTarget(request, state);
    if (localeTarget)
      return reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language').redirect(localeTarget, 302);
    const theme = request.cookies?.['theme'] === 'light' ? 'light' : 'dark';
    // The host is part of the key: each domain's head carries its own SEO settings.
    const cacheKey =
      request.url.length <= MAX_CACHED_URL_LENGTH
        ? `${hostKey(request.hostname)} ${request.url} ${theme} ${signedIn ? 'session' : 'visitor'} ${answered ? 'answered' : 'asked'}`
        : null;
    const revision = await state.revision();
    const cached = cacheKey ? cache.get(cacheKey, revision) : undefined;
    if (cached) return sendCached(request, reply, cached);

    const { locales, defaultLocale } = await state.locales();
    const codes = locales.map((entry) => entry.code);
    const pathname = request.url.split('?')[0] ?? '/';
    const { locale, pathWithoutLocale } = splitLocale(pathname, codes, defaultLocale);
    const cms = await state.cmsConfig(locale);

    const redirect = matchRedirect(request.url, {
      rules: cms.redirects.rules,
      allowedHosts: cms.redirects.allowedRedirectHosts,
      locales: codes,
      defaultLocale,
      origin: app.config.publicOrigin,
    });
    if (redirect) {
      // CMS rules move old addresses for good (search engines carry the rank over); the site's
      // own redirects are routing choices that may change, so browsers must not keep them.
      const permanent = redirect.source === 'cms';
      return reply
        .header('cache-control', permanent ? 'public, max-age=3600' : 'no-cache')
        .redirect(redirect.location, permanent ? 301 : 302);
    }

    // A page of a feature the CMS switched off (spec §3) is no page: the not-found page, 404. The
    // flags live in cms_sections, so a switch moves the revision and the page cache with it.
    const feature = featureOfPath(pathWithoutLocale);
    const switchedOff = feature !== null && !(await app.content.isFeatureOn(feature));
    const route: PageRoute = switchedOff ? { kind: 'not-found' } : classifyPath(pathWithoutLocale, state.registry());
    const presence: Presence =
      route.kind === 'detail' ? await state.detailPresence(route.section, route.key) : route.kind === 'not-found' ? 'missing' : 'found';
    const metadata = presence === 'found' ? await state.metadata(pathWithoutLocale, locale, request.hostname) : null;
    // A path the metadata call refuses (NUL, oversize) is no page; nor is a slug without a CMS page.
    const exists = metadata !== null && (route.kind !== 'slug' || metadata.page !== null);
    const systemPage: SystemPage | null = exists ? systemPageOf(pathWithoutLocale) : 'notFound';
    const status = pageStatus(exists, presence, systemPage);

    const seo = seoForHost(cms.seo, request.hostname, app.config.publicOrigin).seo;
    let head: HeadModel;
    if (systemPage || !metadata) {
      const key = systemPage ?? 'notFound';
      const texts = await state.texts(locale, [`system.${key}.title`, `system.${key}.description`]);
      head = systemHead({ title: texts[`system.${key}.title`] ?? '', description: texts[`system.${key}.description`] ?? '' }, seo);
    } else {
      head = pageHead(metadata, defaultLocale, seo);
      if (route.kind === 'detail' && (route.section === 'promotion' || route.section === 'offer')) {
        const offer = await state.offer(route.key, locale);
        if (offer) head = promotionHead(head, offer, await state.promotionContent(offer.id, locale), seo, app.config.publicOrigin);
      }
      const sysname = depositSysnameOf(pathWithoutLocale);
      const deposit = sysname ? await state.depositTemplate(sysname, locale, seo?.urlTemplates['deposit']) : null;
      if (deposit) head = depositMethodHead(head, deposit, deposit.name, seo);
    }

    // System and not-found pages load only the shell's start-up styles, which the first paint uses.
    const {
      links: preloads,
      content,
      complete,
    } = systemPage
      ? { links: { ...emptyPreloads(), stylesheets: [...state.bootPreloads().styles] }, content: null, complete: true }
      : await pagePreloads(state, {
          pathWithoutLocale,
          route,
          search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
          locale,
          signedIn,
        });
    const customCode = placeCustomCode(cms.customCode, (message, entry) => request.log.warn({ entry }, message));
    const html = renderDocument(state.template(), {
      lang: locale,
      theme,
      head: [
        ...headTags(head),
        // The messages lead the calls: the first render waits for them, and on HTTP/1.1 the browser
        // fetches at most six files at a time, in the order the page names them.
        ...preloadTags({ ...preloads, fetches: [`/nfx/i18n/messages/${encodeURIComponent(locale)}`, ...preloads.fetches] }),
        firstPaintStyle(),
        ...bootTags(
          {
            locale,
            locales: { locales, defaultLocale },
            version: app.config.version,
            integrations: publicIntegrations(app.config.integrations),
            ...(cms.loader !== undefined ? { loader: cms.loader } : {}),
          },
          state.clientRegistry(),
        ),
        ...(customCode.head ? [customCode.head] : []),
      ],
      bodyStart: customCode.bodyStart,
      bodyEnd: customCode.bodyEnd,
      // On system and not-found pages the app alone asks: some of them draw no layout, so no question.
      root: firstPaintHtml(content, systemPage || answered ? null : await consentTexts(state, locale)),
    });
    const headers: Record<string, string> = {
      'cache-control': 'no-cache',
      'content-language': locale,
      'content-type': 'text/html; charset=utf-8',
      vary: varyOf(pathWithoutLocale === (pathname.replace(/\/+$/, '') || '/')),
    };
    // Crawlers that read only the headers (or fetch with HEAD) get the same answer as the meta tag.
    if (head.robots.startsWith('noindex')) headers['x-robots-tag'] = head.robots;
    if (cacheKey && complete) cache.set(cacheKey, { revision, status, headers, html });
    return reply.status(status).headers(headers).send(html);
  };
}
