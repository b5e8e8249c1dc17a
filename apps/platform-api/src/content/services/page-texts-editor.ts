import { sql } from 'kysely';
import { samePlaceholders } from '@nfx/validation';
import type { Db } from '../../db/database';
import { loadCatalogue, messageNamespaces } from '../../seed/content/messages/catalogue';
import { flattenMessages } from '../message-tree';
import { SERVER_NAMESPACES } from '../messages-repository';

/** One stored text of one locale. */
export interface StoredText {
  locale: string;
  value: string;
  updatedAt: Date;
}

/** A key of the catalogue with its stored texts in the locales that have one, and the catalogue's defaults. */
export interface PageText {
  namespace: string;
  key: string;
  stored: StoredText[];
  /** The catalogue's own text per locale (the platform's namespaces; a remote's texts ship with the remote). */
  defaults: Record<string, string>;
}

/** What a save or revert changed, for the caller's audit row. */
export interface PageTextChange {
  namespace: string;
  key: string;
  locale: string;
  before: string | null;
  after: string | null;
}

export type RecordPageTextChange = (trx: Db, change: PageTextChange) => Promise<void>;

export type PageTextSaveResult =
  | { status: 'saved' | 'unchanged'; text: PageText }
  /** No locale has this key and the catalogue does not know it. */
  | { status: 'missing' }
  /** Someone saved this locale's text after the edit started. */
  | { status: 'conflict' }
  /** The edit drops or adds a placeholder of `reference`, the text it must match. */
  | { status: 'placeholders'; reference: string };

export interface PageTextsEditor {
  /** Keys whose dotted name or text in `locale` contains `query`, at most `limit` (and whether there are more). */
  search(locale: string, query: string, limit: number): Promise<{ items: PageText[]; hasMore: boolean }>;
  /**
   * Writes `value` (null: the locale's default back) when the locale's text is still the version
   * `expectedUpdatedAt` (null: the locale had none), and `record`s it in the same transaction.
   */
  save(
    address: { namespace: string; key: string; locale: string },
    value: string | null,
    expectedUpdatedAt: Date | null,
    defaultLocale: string,
    record: RecordPageTextChange,
  ): Promise<PageTextSaveResult>;
}

const EDITABLE_NAMESPACES = messageNamespaces.filter((namespace) => !SERVER_NAMESPACES.includes(namespace));

/** The catalogue's default texts, flattened once per locale and namespace (they are part of the build). */
const defaultsCache = new Map<string, Promise<Map<string, string>>>();
function defaultsOf(locale: string, namespace: string): Promise<Map<string, string>> {
  const id = `${locale}\0${namespace}`;
  let found = defaultsCache.get(id);
  if (!found) {
    found = (EDITABLE_NAMESPACES as readonly string[]).includes(namespace)
      ? loadCatalogue(locale, namespace).then(
          (tree) => new Map(flattenMessages(tree).map(({ key, value }) => [key, value])),
          // A locale the catalogue has no files for: no defaults, the stored texts stand alone.
          () => new Map<string, string>(),
        )
      : Promise.resolve(new Map<string, string>());
    defaultsCache.set(id, found);
  }
  return found;
}

async function defaultsFor(locales: readonly string[], namespace: string, key: string): Promise<Record<string, string>> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, (await defaultsOf(locale, namespace)).get(key)] as const));
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** `%` and `_` typed into the search box mean themselves. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

async function siteLocales(db: Db): Promise<string[]> {
  return (await db.selectFrom('locales').select('code').orderBy('position').execute()).map((row) => row.code);
}

async function storedOf(db: Db, namespace: string, key: string): Promise<StoredText[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['locale', 'value', 'updated_at'])
    .where('namespace', '=', namespace)
    .where('key', '=', key)
    .execute();
  return rows.map((row) => ({ locale: row.locale, value: row.value, updatedAt: row.updated_at }));
}

/**
 * The write side of the site's texts (the `messages` table the site's catalogue is built from).
 * Every save runs in one transaction with the caller's record of it; the table's trigger moves
 * `content_revision`, so the catalogue route's ETag and the site's page caches follow at once.
 */
export function createPageTextsEditor(db: Db): PageTextsEditor {
  const textOf = async (executor: Db, namespace: string, key: string): Promise<PageText> => {
    const [stored, locales] = await Promise.all([storedOf(executor, namespace, key), siteLocales(executor)]);
    return { namespace, key, stored, defaults: await defaultsFor(locales, namespace, key) };
  };
  return {
    async search(locale, query, limit) {
      const pattern = likePattern(query);
      const keys = await db
        .selectFrom('messages')
        .select(['namespace', 'key'])
        .where('locale', '=', locale)
        .where('namespace', 'not in', SERVER_NAMESPACES)
        .where((eb) => eb.or([eb(sql<string>`namespace || '.' || key`, 'ilike', pattern), eb('value', 'ilike', pattern)]))
        .orderBy('namespace')
        .orderBy('key')
        .limit(limit + 1)
        .execute();
      const items = await Promise.all(keys.slice(0, limit).map((row) => textOf(db, row.namespace, row.key)));
      return { items, hasMore: keys.length > limit };
    },
    save({ namespace, key, locale }, value, expectedUpdatedAt, defaultLocale, record) {
      return db.transaction().execute(async (trx): Promise<PageTextSaveResult> => {
        const current = await trx
          .selectFrom('messages')
          .select(['value', 'updated_at'])
          .where('locale', '=', locale)
          .where('namespace', '=', namespace)
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const text = await textOf(trx, namespace, key);
        if (text.stored.length === 0 && Object.keys(text.defaults).length === 0) return { status: 'missing' };
        const stale = current ? expectedUpdatedAt?.getTime() !== current.updated_at.getTime() : expectedUpdatedAt !== null;
        if (stale) return { status: 'conflict' };
        const fallback = text.defaults[defaultLocale] ?? text.stored.find((row) => row.locale === defaultLocale)?.value;
        const reference = text.defaults[locale] ?? current?.value ?? fallback ?? '';
        if (value !== null && !samePlaceholders(value, reference)) return { status: 'placeholders', reference };

        const after = value ?? text.defaults[locale] ?? null;
        const before = current?.value ?? null;
        if (after === before) return { status: 'unchanged', text };
        if (after === null) {
          // A text with no default in this locale: reverting removes it, the site falls back to the default locale's.
          await trx.deleteFrom('messages').where('locale', '=', locale).where('namespace', '=', namespace).where('key', '=', key).execute();
        } else {
          await trx
            .insertInto('messages')
            .values({ locale, namespace, key, value: after, updated_at: sql<Date>`now()` })
            .onConflict((oc) => oc.columns(['locale', 'namespace', 'key']).doUpdateSet({ value: after, updated_at: sql<Date>`now()` }))
            .execute();
        }
        await record(trx, { namespace, key, locale, before, after });
        return { status: 'saved', text: await textOf(trx, namespace, key) };
      });
    },
  };
}
