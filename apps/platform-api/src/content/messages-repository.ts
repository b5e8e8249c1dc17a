import type { Db } from '../db/database';
import { type MessageTree, nestMessages } from './message-tree';

export interface MessagesRepository {
  /** Every namespace of one locale, as `{ <namespace>: { …nested } }`. */
  catalogue(locale: string): Promise<Record<string, MessageTree>>;
}

export function createMessagesRepository(db: Db): MessagesRepository {
  return {
    async catalogue(locale) {
      const rows = await db
        .selectFrom('messages')
        .select(['namespace', 'key', 'value'])
        .where('locale', '=', locale)
        .orderBy('namespace')
        .orderBy('key')
        .execute();
      const byNamespace = new Map<string, { key: string; value: string }[]>();
      for (const row of rows) {
        const list = byNamespace.get(row.namespace) ?? [];
        list.push(row);
        byNamespace.set(row.namespace, list);
      }
      const catalogue: Record<string, MessageTree> = {};
      for (const [namespace, list] of byNamespace) catalogue[namespace] = nestMessages(list);
      return catalogue;
    },
  };
}
