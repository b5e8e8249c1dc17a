import type { Db } from '../../db/database';

/** Countries, per-country profile field definitions and currency rates (seeded reference data). */
export function createReferenceRepository(db: Db) {
  return {
    countries() {
      return db.selectFrom('countries').selectAll().orderBy('name').execute();
    },

    country(code: string) {
      return db.selectFrom('countries').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** The country's own field set, or the fallback set `*` when the country has none. */
    async personalDataFields(countryCode: string | null) {
      if (countryCode) {
        const own = await db
          .selectFrom('personal_data_fields')
          .selectAll()
          .where('country_code', '=', countryCode)
          .orderBy('position')
          .execute();
        if (own.length > 0) return own;
      }
      return db.selectFrom('personal_data_fields').selectAll().where('country_code', '=', '*').orderBy('position').execute();
    },

    currencyRates() {
      return db.selectFrom('currency_rates').selectAll().orderBy('currency').execute();
    },

    async currencyExists(currency: string): Promise<boolean> {
      return Boolean(await db.selectFrom('currency_rates').select('currency').where('currency', '=', currency).executeTakeFirst());
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
