import type { Db } from '../../db/database';

/** The CMS section of feature flags and client settings (spec §3), one row shared by every locale. */
export const SETTINGS_SECTION = 'settings';

export interface SettingsSectionRow {
  locale: string;
  data: Record<string, unknown>;
}

const asObject = (data: unknown): Record<string, unknown> =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/**
 * The `settings` rows of `cms_sections`, for writes that change one key and keep the rest (a
 * feature switch must not wipe the balance-refresh or loader settings beside it). Pass the
 * transaction of the change: the rows stay locked until it ends.
 */
export function createCmsSettingsSectionRepository() {
  return {
    /** Every locale's row of the section (the shared one and any override), locked against a concurrent switch. */
    async lockRows(trx: Db): Promise<SettingsSectionRow[]> {
      const rows = await trx
        .selectFrom('cms_sections')
        .select(['locale', 'data'])
        .where('section', '=', SETTINGS_SECTION)
        .orderBy('locale')
        .forUpdate()
        .execute();
      return rows.map((row) => ({ locale: row.locale, data: asObject(row.data) }));
    },
    async save(trx: Db, locale: string, data: Record<string, unknown>): Promise<void> {
      const value = JSON.stringify(data);
      await trx
        .insertInto('cms_sections')
        .values({ locale, section: SETTINGS_SECTION, data: value })
        .onConflict((oc) => oc.columns(['locale', 'section']).doUpdateSet({ data: value, updated_at: new Date() }))
        .execute();
    },
  };
}

export type CmsSettingsSectionRepository = ReturnType<typeof createCmsSettingsSectionRepository>;
