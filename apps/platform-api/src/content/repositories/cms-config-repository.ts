import type { Db } from '../../db/database';
import { SHARED_LOCALE } from '../cms-types';

export interface CmsConfigRepository {
  /** Shared sections overlaid with the locale's own ones, keyed by section name. */
  sections(locale: string): Promise<Record<string, unknown>>;
  section<T>(locale: string, name: string): Promise<T | undefined>;
  /**
   * Replaces a section for every locale: the shared row, with no locale's own row left to override
   * it. On a repository made over a transaction, the save is part of it (commits or rolls back with it).
   */
  saveShared(name: string, data: unknown): Promise<void>;
  /**
   * Locks the section's rows until the transaction this repository was made over ends, so a
   * read-then-write (a back-office switch and its audit row) never interleaves with another.
   */
  lockSection(name: string): Promise<void>;
}

export function createCmsConfigRepository(db: Db): CmsConfigRepository {
  const load = (locale: string, names?: string[]) => {
    let query = db.selectFrom('cms_sections').select(['locale', 'section', 'data']).where('locale', 'in', [SHARED_LOCALE, locale]);
    if (names) query = query.where('section', 'in', names);
    return query.execute();
  };
  const merge = (rows: { locale: string; section: string; data: unknown }[]) => {
    const merged: Record<string, unknown> = {};
    // Shared first, so a locale's own row replaces the shared one.
    for (const row of rows.filter((r) => r.locale === SHARED_LOCALE)) merged[row.section] = row.data;
    for (const row of rows.filter((r) => r.locale !== SHARED_LOCALE)) merged[row.section] = row.data;
    return merged;
  };
  return {
    async sections(locale) {
      return merge(await load(locale));
    },
    async section<T>(locale: string, name: string) {
      return merge(await load(locale, [name]))[name] as T | undefined;
    },
    async saveShared(name, data) {
      const value = JSON.stringify(data);
      const save = async (trx: Db) => {
        await trx.deleteFrom('cms_sections').where('section', '=', name).where('locale', '!=', SHARED_LOCALE).execute();
        await trx
          .insertInto('cms_sections')
          .values({ locale: SHARED_LOCALE, section: name, data: value })
          .onConflict((oc) => oc.columns(['locale', 'section']).doUpdateSet({ data: value, updated_at: new Date() }))
          .execute();
      };
      await (db.isTransaction ? save(db) : db.transaction().execute(save));
    },
    async lockSection(name) {
      await db.selectFrom('cms_sections').select('locale').where('section', '=', name).forUpdate().execute();
    },
  };
}
