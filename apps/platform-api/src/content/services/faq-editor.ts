import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface EditableFaq {
  locale: string;
  items: FaqEntry[];
  updatedAt: Date;
}

export type RecordFaqChange = (trx: Db, change: { locale: string; before: FaqEntry[]; after: FaqEntry[] }) => Promise<void>;

export type FaqSaveResult =
  | { status: 'saved' | 'unchanged'; faq: EditableFaq }
  /** The locale has no support page metadata to hold a FAQ. */
  | { status: 'missing' }
  /** Someone saved this locale's FAQ after the edit started. */
  | { status: 'conflict' };

export interface FaqEditor {
  faq(locale: string): Promise<EditableFaq | null>;
  save(locale: string, items: FaqEntry[], expectedUpdatedAt: Date, record: RecordFaqChange): Promise<FaqSaveResult>;
}

/** The page whose metadata holds the FAQ the support page lists; its FAQ JSON-LD comes from the same list. */
export const FAQ_PAGE_PATH = '/support';
/** Pages that publish the same FAQ as JSON-LD (the home page's organisation block carries it too). */
const FAQ_MIRROR_PATHS = ['/'];

const isEntry = (value: unknown): value is FaqEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FaqEntry).question === 'string' &&
  typeof (value as FaqEntry).answer === 'string';

const entriesOf = (data: Record<string, unknown>): FaqEntry[] =>
  Array.isArray(data['faq']) ? data['faq'].filter(isEntry).map(({ question, answer }) => ({ question, answer })) : [];

const sameEntries = (a: readonly FaqEntry[], b: readonly FaqEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.question === b[index]!.question && entry.answer === b[index]!.answer);

/**
 * The support page's FAQ per locale: the `faq` list of its page metadata (`seo_pages`), which the
 * page lists and publishes as FAQ JSON-LD. A save rewrites the list in the support page's row and
 * the rows that mirror it, in one transaction with the caller's record; the table's trigger moves
 * `content_revision`, so the site's metadata and page caches follow.
 */
export function createFaqEditor(db: Db): FaqEditor {
  const read = async (executor: Db, locale: string, forUpdate = false) => {
    const query = executor
      .selectFrom('seo_pages')
      .select(['data', 'updated_at'])
      .where('locale', '=', locale)
      .where('path', '=', FAQ_PAGE_PATH);
    const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    return row ? { locale, items: entriesOf(row.data), updatedAt: row.updated_at } : null;
  };
  return {
    faq: (locale) => read(db, locale),
    save(locale, items, expectedUpdatedAt, record) {
      return db.transaction().execute(async (trx): Promise<FaqSaveResult> => {
        const current = await read(trx, locale, true);
        if (!current) return { status: 'missing' };
        if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) return { status: 'conflict' };
        if (sameEntries(current.items, items)) return { status: 'unchanged', faq: current };
        const list = JSON.stringify(items);
        const write = trx
          .updateTable('seo_pages')
          .set({ data: sql`jsonb_set(data, '{faq}', ${list}::jsonb)`, updated_at: sql<Date>`now()` })
          .where('locale', '=', locale);
        await write.where('path', '=', FAQ_PAGE_PATH).execute();
        // A mirror that carries no FAQ was edited to show none: it is left so.
        await write
          .where('path', 'in', FAQ_MIRROR_PATHS)
          .where(sql<boolean>`jsonb_exists(data, 'faq')`)
          .execute();
        await record(trx, { locale, before: current.items, after: items });
        return { status: 'saved', faq: (await read(trx, locale))! };
      });
    },
  };
}
