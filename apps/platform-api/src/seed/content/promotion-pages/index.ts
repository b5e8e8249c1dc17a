import type { Db } from '../../../db/database';
import { seedLocales } from '../locales';
import { type PromotionPageTexts, promotionPageTexts } from './texts';

/**
 * Which demo campaign each page belongs to (`campaign_offers` ids of the cashier's seed) and the
 * seeded banner whose generated artwork it shows. The artwork is decorative, so its alt text is
 * empty; an operator who uploads a picture with words in it writes `image_alt`.
 */
const PAGES: { campaignId: number; text: keyof PromotionPageTexts; bannerSeedKey: string }[] = [
  { campaignId: 1, text: 'welcome', bannerSeedKey: 'welcome-1-en' },
  { campaignId: 2, text: 'reload', bannerSeedKey: 'welcome-2-en' },
];

async function bannerImage(db: Db, seedKey: string): Promise<string> {
  const banner = await db.selectFrom('banners').select('id').where('seed_key', '=', seedKey).executeTakeFirst();
  return banner ? `/static/banners/${banner.id}.svg?size=735x240` : '';
}

/**
 * The pages of the demo's promotions in every seeded locale (demo data only, like the campaigns
 * themselves). Idempotent: an existing page, edited or not, is left as it is.
 */
export async function seedPromotionPages(db: Db): Promise<void> {
  for (const page of PAGES) {
    const image = await bannerImage(db, page.bannerSeedKey);
    const rows = seedLocales.map(({ code }) => {
      const text = promotionPageTexts[code][page.text];
      return {
        campaign_id: page.campaignId,
        locale: code,
        title: text.title,
        summary: text.summary,
        body_html: text.body,
        terms_html: text.terms,
        image,
      };
    });
    await db
      .insertInto('promotion_pages')
      .values(rows)
      .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doNothing())
      .execute();
  }
}
