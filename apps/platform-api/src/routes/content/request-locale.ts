import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { LocaleList, LocalesRepository } from '../../core/locales-repository';

export interface RequestLocale extends LocaleList {
  locale: string;
}

/**
 * The `locale` query parameter every call carries (spec §7). Missing means the default
 * locale; an unknown one is the caller's mistake, never a reason to guess.
 */
export async function requestLocale(request: FastifyRequest, locales: LocalesRepository): Promise<RequestLocale> {
  const raw = (request.query as Record<string, unknown> | undefined)?.['locale'];
  const list = await locales.list();
  if (raw === undefined || raw === '') return { ...list, locale: list.defaultLocale };
  const locale = typeof raw === 'string' ? await locales.find(raw) : null;
  if (!locale) throw new ApiError('InvalidParameter', 'Unknown locale', { invalidParameters: { locale: ['INVALID'] } });
  return { ...list, locale };
}
