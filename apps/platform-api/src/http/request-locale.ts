import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { LocaleList } from '../core/locales-repository';
import { findLocaleIn } from '../core/site-locales';

export interface RequestLocale extends LocaleList {
  locale: string;
}

// Every field of the list, named: a spread of it costs more on every call.
const withLocale = (list: LocaleList, locale: string): RequestLocale => ({
  locales: list.locales,
  defaultLocale: list.defaultLocale,
  locale,
});

function localeOf(list: LocaleList, raw: unknown): RequestLocale {
  if (raw === undefined || raw === '') return withLocale(list, list.defaultLocale);
  const locale = typeof raw === 'string' ? findLocaleIn(list, raw) : null;
  if (!locale) throw new ApiError('InvalidParameter', 'Unknown locale', { invalidParameters: { locale: ['INVALID'] } });
  return withLocale(list, locale);
}

/**
 * The `locale` query parameter every call carries (spec §7). Missing means the site's default
 * locale; an unknown one is the caller's mistake, never a reason to guess. The site's list is
 * read once per request (kept for a few seconds): while it is fresh, nothing here waits.
 */
export async function resolveRequestLocale(request: FastifyRequest): Promise<RequestLocale> {
  const raw = (request.query as Record<string, unknown> | undefined)?.['locale'];
  const siteLocales = request.server.siteLocales;
  return localeOf(siteLocales.fresh() ?? (await siteLocales.list()), raw);
}
