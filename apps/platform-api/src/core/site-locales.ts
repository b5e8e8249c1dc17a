import type { Db } from '../db/database';
import { createLocalesRepository, type LocaleList, type LocalesRepository } from './locales-repository';
import { ttlValue } from './ttl-value';

/** Locales change when an editor switches one on or off; every call reads them to check its `locale`. */
const LOCALES_TTL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's active locales, read by every call that resolves its request locale. */
    siteLocales: SiteLocales;
  }
}

export interface SiteLocales extends LocalesRepository {
  /** The list while it is fresh, without waiting: for hot paths that fall back on `list`. */
  fresh(): LocaleList | undefined;
}

/** What `find` answers, on a list already read: the stored spelling of `code`, or null. */
export function findLocaleIn({ locales }: LocaleList, code: string): string | null {
  const wanted = code.toLowerCase();
  return locales.find((entry) => entry.code.toLowerCase() === wanted)?.code ?? null;
}

/** The locales repository with its list kept for a few seconds, so resolving a locale costs no query. */
export function createSiteLocales(db: Db): SiteLocales {
  const repository = createLocalesRepository(db);
  const list = ttlValue<LocaleList>(LOCALES_TTL_MS, () => repository.list());
  return {
    list: () => list.get(),
    fresh: () => list.fresh(),
    async find(code) {
      return findLocaleIn(await list.get(), code);
    },
  };
}
