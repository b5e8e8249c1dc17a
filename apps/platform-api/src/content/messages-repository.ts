import type { Db } from '../db/database';
import { type MessageTree, nestMessages } from './message-tree';

/** Namespaces only the server reads (the game server's slot page): pages are not sent them. */
export const SERVER_NAMESPACES: readonly string[] = ['slot'];

export interface MessagesRepository {
  /**
   * What a page loads for one locale, as `{ <namespace>: { …nested } }`: the shell's namespaces
   * and every edited text, including an editor's override of a remote's key (which then wins over
   * the text the remote ships, see createRemoteTexts in @nfx/app-runtime).
   */
  catalogue(locale: string): Promise<Record<string, MessageTree>>;
}

export function createMessagesRepository(db: Db): MessagesRepository {
  return {
    async catalogue(locale) {
      const rows = await db
        .selectFrom('messages')
        .select(['namespace', 'key', 'value'])
        .where('locale', '=', locale)
        .where('namespace', 'not in', SERVER_NAMESPACES)
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
