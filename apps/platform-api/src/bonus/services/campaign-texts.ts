import type { Db } from '../../db/database';

/** A campaign's words in one locale: what bonuses and cashbacks are called and say. */
export interface CampaignWords {
  title: string;
  description: string;
}

/** A deposit offer's words on the deposit form (campaigns.getoffers' `description`). */
export interface OfferWords {
  title: string;
  text: string;
}

/**
 * Where a campaign's words are looked for: the request's locale, then the site's default one, so
 * a locale the operator has not written yet shows the default words rather than nothing.
 */
export function textLocales({ locale, defaultLocale }: { locale: string; defaultLocale: string }): string[] {
  return locale === defaultLocale ? [locale] : [locale, defaultLocale];
}

/** Keeps, per key, the row of the earliest locale in `locales` (the rows come in any order). */
function firstByLocale<Row extends { locale: string }>(rows: Row[], keyOf: (row: Row) => number, locales: readonly string[]) {
  const found = new Map<number, Row>();
  const rank = (row: Row) => locales.indexOf(row.locale);
  for (const row of [...rows].sort((a, b) => rank(a) - rank(b))) if (!found.has(keyOf(row))) found.set(keyOf(row), row);
  return found;
}

/** Per campaign id, its words in the first of `locales` it has; a campaign with none is left out (it keeps its own columns). */
export async function campaignTexts(
  db: Db,
  campaignIds: readonly number[],
  locales: readonly string[],
): Promise<Map<number, CampaignWords>> {
  const ids = [...new Set(campaignIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bonus_campaign_texts')
    .select(['campaign_id', 'locale', 'title', 'description'])
    .where('campaign_id', 'in', ids)
    .where('locale', 'in', [...locales])
    .execute();
  const found = firstByLocale(rows, (row) => row.campaign_id, locales);
  return new Map([...found].map(([id, row]) => [id, { title: row.title, description: row.description }]));
}

/** A campaign's title and description in its words for the request, else its own. */
export function inWords<Campaign extends CampaignWords>(campaign: Campaign, words: CampaignWords | undefined): Campaign {
  return words ? { ...campaign, title: words.title, description: words.description } : campaign;
}

/**
 * Per deposit offer id, the words of the campaign behind it (`bonus_campaigns.offer_id`) in the
 * first of `locales` that has an offer line; an offer without any keeps the cashier's own words.
 */
export async function offerTexts(db: Db, offerIds: readonly number[], locales: readonly string[]): Promise<Map<number, OfferWords>> {
  const ids = [...new Set(offerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bonus_campaign_texts as t')
    .innerJoin('bonus_campaigns as c', 'c.id', 't.campaign_id')
    .select(['c.offer_id', 't.locale', 't.title', 't.offer_text'])
    .where('c.offer_id', 'in', ids)
    .where('t.locale', 'in', [...locales])
    .where('t.offer_text', '<>', '')
    .execute();
  const found = firstByLocale(rows, (row) => Number(row.offer_id), locales);
  return new Map([...found].map(([id, row]) => [id, { title: row.title, text: row.offer_text }]));
}
