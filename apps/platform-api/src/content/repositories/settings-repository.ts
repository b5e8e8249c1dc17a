import type { Db } from '../../db/database';

export interface SettingsRepository {
  get<T extends Record<string, unknown>>(key: string): Promise<T | undefined>;
}

export function createSettingsRepository(db: Db): SettingsRepository {
  return {
    async get<T extends Record<string, unknown>>(key: string) {
      const row = await db.selectFrom('site_settings').select('data').where('key', '=', key).executeTakeFirst();
      return row?.data as T | undefined;
    },
  };
}
