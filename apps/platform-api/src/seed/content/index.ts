import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { SHARED_LOCALE } from '../../content/cms-types';
import { flattenMessages, type MessageTree } from '../../content/message-tree';
import { bannerArtwork, promoCodes } from './campaigns';
import { localeSections, sharedSections } from './cms';
import { DEFAULT_LOCALE, type SeedLocale, seedLocales } from './locales';
import { localizedContent } from './localized';
import { seedPromotionPages } from './promotion-pages';
import { loadCatalogue, messageNamespaces } from './messages/catalogue';
import { seedRegistrationBanner } from './registration-banner';
import { seoRoutes } from './seo-pages';
import { generalInfo, supportSettings } from './site-settings';

const json = (value: unknown) => JSON.stringify(value);

async function seedLocaleList(db: Db): Promise<void> {
  await db
    .insertInto('locales')
    .values(seedLocales.map(({ code, name }, position) => ({ code, name, position, is_default: code === DEFAULT_LOCALE })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Adds keys that are missing (new namespaces, new texts) and never overwrites an edited one. */
async function seedMessages(db: Db, locale: SeedLocale): Promise<Record<string, MessageTree>> {
  const catalogues: Record<string, MessageTree> = {};
  for (const namespace of messageNamespaces) {
    const tree = await loadCatalogue(locale, namespace);
    catalogues[namespace] = tree;
    const rows = flattenMessages(tree).map(({ key, value }) => ({ locale, namespace, key, value }));
    if (rows.length === 0) continue;
    await db
      .insertInto('messages')
      .values(rows)
      .onConflict((oc) => oc.columns(['locale', 'namespace', 'key']).doNothing())
      .execute();
  }
  return catalogues;
}

async function seedSections(db: Db, locale: string, sections: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(sections).map(([section, data]) => ({ locale, section, data: json(data) }));
  await db
    .insertInto('cms_sections')
    .values(rows)
    .onConflict((oc) => oc.columns(['locale', 'section']).doNothing())
    .execute();
}

async function seedLocaleContent(db: Db, locale: SeedLocale, layout: MessageTree): Promise<void> {
  const texts = localizedContent[locale];
  await seedSections(db, locale, localeSections(layout, texts));

  const seoRows = seoRoutes.map(({ path, key, data }) => ({
    locale,
    path,
    title: texts.seo[key].title,
    description: texts.seo[key].description,
    data: json(data?.(texts) ?? {}),
  }));
  await db
    .insertInto('seo_pages')
    .values(seoRows)
    .onConflict((oc) => oc.columns(['locale', 'path']).doNothing())
    .execute();

  const pages = Object.entries(texts.pages).map(([slug, page]) => ({
    locale,
    slug,
    title: page.title,
    description: page.description,
    body_html: page.body,
  }));
  await db
    .insertInto('cms_pages')
    .values(pages)
    .onConflict((oc) => oc.columns(['locale', 'slug']).doNothing())
    .execute();

  const banners = texts.banners.map((banner, position) => {
    const art = bannerArtwork[position % bannerArtwork.length] ?? bannerArtwork[0];
    return {
      seed_key: `welcome-${position + 1}-${locale}`,
      locale,
      position,
      label: banner.label,
      value: banner.value,
      addition: banner.addition,
      banner_type: art?.bannerType ?? 'normal',
      artwork: json(art?.artwork),
      is_active: true,
    };
  });
  await db
    .insertInto('banners')
    .values(banners)
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
  await seedRegistrationBanner(db, locale);

  await db
    .insertInto('popups')
    .values({
      seed_key: `welcome-popup-${locale}`,
      locale,
      title: texts.popup.title,
      content: texts.popup.content,
      button_text: texts.popup.button,
      button_url: '/?show_popup_reg=1',
      audience: 'anonymous',
      is_active: true,
    })
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
}

async function seedSiteSettings(db: Db): Promise<void> {
  const hours = Object.fromEntries(seedLocales.map(({ code }) => [code, localizedContent[code].supportHours]));
  await db
    .insertInto('site_settings')
    .values([
      { key: 'general_info', data: json(generalInfo) },
      { key: 'support', data: json({ ...supportSettings, hours }) },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('promo_codes')
    .values(promoCodes.map(({ code, description }) => ({ code, description, is_active: true })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * Seeds locales, messages, CMS config, SEO, pages, campaigns, general info and support
 * settings, and in demo mode the pages of the demo's promotions. Idempotent: every insert skips
 * rows that exist, so edits made later survive restarts.
 */
export async function seedContent(db: Db, config: AppConfig): Promise<void> {
  await seedLocaleList(db);
  await seedSections(db, SHARED_LOCALE, sharedSections);
  for (const { code } of seedLocales) {
    const catalogues = await seedMessages(db, code);
    await seedLocaleContent(db, code, catalogues['layout'] ?? {});
  }
  await seedSiteSettings(db);
  // After the banners, whose artwork the demo promotions show.
  if (config.demoMode) await seedPromotionPages(db);
}
