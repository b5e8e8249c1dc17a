import { escapeHtml, jsonForScript } from './html-document';

export interface OpenGraph {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string;
  locale: string;
  alternateLocales: string[];
  siteName: string;
}

export interface IconLinks {
  ico: string;
  svg: string;
  png: string;
  apple: string;
  manifest: string;
}

/** Everything the server writes into `<head>` for one page; texts raw, escaped on output. */
export interface HeadModel {
  title: string;
  description: string;
  robots: string;
  /** Absent on error pages: a 404 has no canonical address. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  openGraph: OpenGraph | null;
  extraMeta: { name: string; content: string }[];
  jsonLd: Record<string, unknown>[];
  icons: IconLinks;
  themeColor: string;
}

/** Languages whose main territory is not their own code upper-cased (`en` → `en_US`, not `en_EN`). */
const mainTerritory: Record<string, string> = {
  en: 'US',
  pt: 'BR',
  es: 'ES',
  de: 'DE',
  ru: 'RU',
  lv: 'LV',
  uk: 'UA',
  el: 'GR',
  cs: 'CZ',
  da: 'DK',
  sv: 'SE',
  ja: 'JP',
  ko: 'KR',
  zh: 'CN',
};

/** Open Graph wants `language_TERRITORY` (`pt-BR` → `pt_BR`, `de` → `de_DE`). */
export function openGraphLocale(locale: string): string {
  const [language = '', territory] = locale.split(/[-_]/);
  const lower = language.toLowerCase();
  return `${lower}_${(territory ?? mainTerritory[lower] ?? lower).toUpperCase()}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/** The head tags in the order crawlers expect them; every CMS or request value is escaped. */
export function headTags(model: HeadModel): string[] {
  const tags = [
    `<title>${escapeHtml(model.title)}</title>`,
    meta('name', 'description', model.description),
    meta('name', 'robots', model.robots),
  ];
  if (model.canonical) tags.push(link({ rel: 'canonical', href: model.canonical }));
  for (const alternate of model.alternates) tags.push(link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }));
  const og = model.openGraph;
  if (og) {
    tags.push(
      meta('property', 'og:type', og.type),
      meta('property', 'og:title', og.title),
      meta('property', 'og:description', og.description),
      meta('property', 'og:url', og.url),
      meta('property', 'og:image', og.image),
      meta('property', 'og:locale', openGraphLocale(og.locale)),
      ...og.alternateLocales.map((locale) => meta('property', 'og:locale:alternate', openGraphLocale(locale))),
    );
    if (og.siteName) tags.push(meta('property', 'og:site_name', og.siteName));
    tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  }
  for (const extra of model.extraMeta) tags.push(meta('name', extra.name, extra.content));
  for (const document of model.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(document)}</script>`);
  tags.push(
    link({ rel: 'icon', href: model.icons.ico, sizes: '32x32' }),
    link({ rel: 'icon', href: model.icons.svg, type: 'image/svg+xml' }),
    link({ rel: 'icon', href: model.icons.png, type: 'image/png', sizes: '32x32' }),
    link({ rel: 'apple-touch-icon', href: model.icons.apple, sizes: '180x180' }),
    link({ rel: 'manifest', href: model.icons.manifest }),
    meta('name', 'theme-color', model.themeColor),
  );
  return tags;
}
