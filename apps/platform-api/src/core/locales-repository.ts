import type { Db } from '../db/database';

export interface LocaleEntry {
  code: string;
  name: string;
}

export interface LocaleList {
  locales: LocaleEntry[];
  defaultLocale: string;
}

export interface LocalesRepository {
  list(): Promise<LocaleList>;
  /** The stored spelling of a locale code (`pt-br` → `pt-BR`), or null when it is unknown or inactive. */
  find(code: string): Promise<string | null>;
}

export function createLocalesRepository(db: Db): LocalesRepository {
  return {
    async list() {
      const rows = await db
        .selectFrom('locales')
        .select(['code', 'name', 'is_default'])
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('code')
        .execute();
      const fallback = rows[0]?.code ?? '';
      return {
        locales: rows.map(({ code, name }) => ({ code, name })),
        defaultLocale: rows.find((row) => row.is_default)?.code ?? fallback,
      };
    },
    async find(code) {
      // Only the shape of a language tag reaches the query (`pt-BR`, `en`).
      if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(code)) return null;
      const row = await db
        .selectFrom('locales')
        .select('code')
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
        .where('is_active', '=', true)
        .executeTakeFirst();
      return row?.code ?? null;
    },
  };
}
