import type { Db } from '../db/database';
import { createLocalesRepository, type LocaleList, type LocalesRepository } from './locales-repository';
import { ttlValue } from './ttl-value';

/** Locales change when an editor switches one on or off; every call reads them to check its `locale`. */
const LOCALES_TTL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's active locales, read by every call that resolves its request locale. */
    siteLocales: LocalesRepository;
  }
}

/** The locales repository with its list kept for a few seconds, so resolving a locale costs no query. */
export function createSiteLocales(db: Db): LocalesRepository {
  const repository = createLocalesRepository(db);
  const list = ttlValue<LocaleList>(LOCALES_TTL_MS, () => repository.list());
  return {
    list: () => list.get(),
    async find(code) {
      const { locales } = await list.get();
      const wanted = code.toLowerCase();
      return locales.find((entry) => entry.code.toLowerCase() === wanted)?.code ?? null;
    },
  };
}
