import type { Db } from '../../db/database';
import { type MessageTree, nestMessages } from '../message-tree';

export interface SiteTextsRepository {
  /**
   * A few translated strings by `namespace.key` (`system.notFound.title`), for what the server
   * renders itself (error pages' head, the offline page). Missing keys are left out.
   */
  texts(locale: string, keys: readonly string[]): Promise<Record<string, string>>;
  /** One namespace of a locale's messages as a tree, for a page the server renders whole (the slot page). */
  namespace(locale: string, namespace: string): Promise<MessageTree>;
}

export function createSiteTextsRepository(db: Db): SiteTextsRepository {
  return {
    async texts(locale, keys) {
      const wanted = keys
        .map((full) => ({ namespace: full.slice(0, full.indexOf('.')), key: full.slice(full.indexOf('.') + 1) }))
        .filter((entry) => entry.namespace && entry.key);
      if (wanted.length === 0) return {};
      const rows = await db
        .selectFrom('messages')
        .select(['namespace', 'key', 'value'])
        .where('locale', '=', locale)
        .where('namespace', 'in', [...new Set(wanted.map((entry) => entry.namespace))])
        .where('key', 'in', [...new Set(wanted.map((entry) => entry.key))])
        .execute();
      return Object.fromEntries(rows.map((row) => [`${row.namespace}.${row.key}`, row.value]));
    },
    async namespace(locale, namespace) {
      const rows = await db
        .selectFrom('messages')
        .select(['key', 'value'])
        .where('locale', '=', locale)
        .where('namespace', '=', namespace)
        .execute();
      return nestMessages(rows);
    },
  };
}
