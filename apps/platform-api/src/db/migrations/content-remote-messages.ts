import { createHash } from 'node:crypto';
import type { Migration } from '../migration';
import seeded from './seeded-remote-messages.json';

/** The namespaces that moved out of the platform's seed into their remotes' own builds. */
const REMOTE_NAMESPACES = ['auth', 'cashier', 'casino', 'loyalty', 'profile'];
const DIGEST_LENGTH = 12;

const digestOf = (row: { locale: string; namespace: string; key: string; value: string }) =>
  createHash('sha256').update([row.locale, row.namespace, row.key, row.value].join('\0')).digest('hex').slice(0, DIGEST_LENGTH);

/**
 * The remotes' texts ship with the remotes now (apps/<remote>/src/i18n), and a row of the
 * messages table overrides a remote's text. Earlier seeds wrote every remote text into the table,
 * where it would hide every later change a remote team makes; this drops those rows where they
 * still hold the seeded text, and keeps every row an editor changed. `seeded-remote-messages.json`
 * holds a digest of each row the last seed that wrote them produced (locale, namespace, key, text).
 */
export const remoteMessagesMigration: Migration = {
  id: '0206_content_remote_messages',
  async up(db) {
    const digests = new Set(seeded.digests.match(new RegExp(`.{${DIGEST_LENGTH}}`, 'g')) ?? []);
    const rows = await db
      .selectFrom('messages')
      .select(['locale', 'namespace', 'key', 'value'])
      .where('namespace', 'in', REMOTE_NAMESPACES)
      .execute();
    const untouched = new Map<string, { locale: string; namespace: string; keys: string[] }>();
    for (const row of rows.filter((candidate) => digests.has(digestOf(candidate)))) {
      const group = untouched.get(`${row.locale}\0${row.namespace}`) ?? { locale: row.locale, namespace: row.namespace, keys: [] };
      group.keys.push(row.key);
      untouched.set(`${row.locale}\0${row.namespace}`, group);
    }
    for (const { locale, namespace, keys } of untouched.values()) {
      await db.deleteFrom('messages').where('locale', '=', locale).where('namespace', '=', namespace).where('key', 'in', keys).execute();
    }
  },
};
