import type { Db } from '../../src/db/database';

/** A mirror kept out of search engines, pointing at the main site; and a branded domain of its own. */
export const MIRROR = 'mirror.example.net';
export const BRANDED = 'casino.example.de';

/** Adds the two domains to the CMS's SEO settings of every locale, as an editor would. */
export async function setSeoDomains(db: Db): Promise<void> {
  const rows = await db.selectFrom('cms_sections').select(['locale', 'data']).where('section', '=', 'seo').execute();
  if (rows.length === 0) throw new Error('the seed has no SEO settings');
  const domains = {
    [MIRROR]: { noindex: true, canonicalOrigin: 'https://casino.example.com/ignored/path' },
    [BRANDED]: { siteName: 'NFX Deutschland', titleTemplate: '%s – NFX Deutschland', canonicalOrigin: 'https://casino.example.de' },
  };
  for (const row of rows) {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    await db
      .updateTable('cms_sections')
      .set({ data: JSON.stringify({ ...data, domains }) })
      .where('section', '=', 'seo')
      .where('locale', '=', row.locale)
      .execute();
  }
}
