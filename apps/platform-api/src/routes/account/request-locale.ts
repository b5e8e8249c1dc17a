import type { FastifyRequest } from 'fastify';

/** The `locale` query parameter every call carries (§7), when it has the shape of a locale. */
export function requestLocale(request: FastifyRequest, fallback = 'en'): string {
  const locale = (request.query as Record<string, unknown> | undefined)?.['locale'];
  return typeof locale === 'string' && /^[a-z]{2}(?:-[A-Za-z]{2})?$/.test(locale) ? locale : fallback;
}
