import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRedirect } from '@nfx/redirects';
import { placeCustomCode } from './custom-code';
import { headTags, type HeadModel } from './head-tags';
import { bootTags, renderDocument } from './html-document';
import { pageHead, systemHead } from './page-head';
import { classifyPath, type SystemPage, systemPageOf } from './site-routes';
import type { SiteState } from './site-state';

/** `/de/about/` → locale `de`, path `/about`; the default locale has no prefix. */
function splitLocale(pathname: string, codes: readonly string[], defaultLocale: string) {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const first = trimmed.split('/')[1] ?? '';
  const prefixed = codes.find((code) => code.toLowerCase() === first.toLowerCase());
  return { locale: prefixed ?? defaultLocale, pathWithoutLocale: prefixed ? trimmed.slice(first.length + 1) || '/' : trimmed };
}

/**
 * Answers a site path: an HTTP redirect when a built-in or CMS rule sends it elsewhere, else the
 * shell's HTML with a server-rendered head (so crawlers without JavaScript get the metadata),
 * status 200 for pages and existing slug pages and 404 for everything else.
 */
export function createPageHandler(app: FastifyInstance, state: SiteState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
      return reply.header('cache-control', permanent ? 'public, max-age=3600' : 'no-cache').redirect(redirect.location, permanent ? 301 : 302);
    }

    let kind = classifyPath(pathWithoutLocale);
    const metadata = kind === 'not-found' ? null : await state.metadata(pathWithoutLocale, locale);
    // A path the metadata call refuses (NUL, oversize) is no page; nor is a slug without a CMS page.
    if (!metadata || (kind === 'slug' && !metadata.page)) kind = 'not-found';
    const systemPage: SystemPage | null = kind === 'not-found' ? 'notFound' : systemPageOf(pathWithoutLocale);

    let head: HeadModel;
    if (systemPage || !metadata) {
      const key = systemPage ?? 'notFound';
      const texts = await state.texts(locale, [`system.${key}.title`, `system.${key}.description`]);
      head = systemHead({ title: texts[`system.${key}.title`] ?? '', description: texts[`system.${key}.description`] ?? '' }, cms.seo);
    } else {
      head = pageHead(metadata, defaultLocale, cms.seo);
    }

    const customCode = placeCustomCode(cms.customCode, (message, entry) => request.log.warn({ entry }, message));
    const html = renderDocument(state.template(), {
      lang: locale,
      theme: request.cookies?.['theme'] === 'light' ? 'light' : 'dark',
      head: [
        ...headTags(head),
        ...bootTags({ locale, locales: { locales, defaultLocale }, version: app.config.version }, state.registry(), `/nfx/i18n/messages/${encodeURIComponent(locale)}`),
        ...(customCode.head ? [customCode.head] : []),
      ],
      bodyStart: customCode.bodyStart,
      bodyEnd: customCode.bodyEnd,
    });
    return reply
      .status(kind === 'not-found' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('content-language', locale)
      .type('text/html; charset=utf-8')
      .send(html);
  };
}
