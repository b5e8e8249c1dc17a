import type { LocalizedContent } from './localized';

type SeoKey = keyof LocalizedContent['seo'];

interface SeoRoute {
  path: string;
  key: SeoKey;
  data?(texts: LocalizedContent): Record<string, unknown>;
}

const crumbs = (...items: { name: string; link: string }[]) => ({ breadcrumbs: items });

/** Route metadata seeded per locale; `*` is the fallback for any route without its own row. */
export const seoRoutes: SeoRoute[] = [
  { path: '*', key: 'default' },
  {
    path: '/',
    key: 'home',
    data: (texts) => ({
      organization: {
        name: 'NFX Casino',
        logo: '/favicon/apple-touch-icon.png',
        contactPoint: {
          telephone: '+1-800-555-0199',
          contactType: 'customer support',
          areaServed: 'Worldwide',
          availableLanguage: ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'],
        },
        sameAs: [],
      },
      faq: texts.faq,
    }),
  },
  {
    path: '/gamehall',
    key: 'gamehall',
    data: (texts) => crumbs({ name: texts.breadcrumbs.home, link: '/' }, { name: texts.breadcrumbs.gamehall, link: '/gamehall' }),
  },
  { path: '/promotions', key: 'promotions' },
  { path: '/tournaments', key: 'tournaments' },
  { path: '/jackpots', key: 'jackpots' },
  { path: '/loyalty', key: 'loyalty' },
  {
    path: '/loyalty/shop',
    key: 'loyaltyShop',
    data: (texts) => ({
      product: {
        name: texts.seo.loyaltyShop.title,
        image: '/static/banners/3.svg',
        description: texts.seo.loyaltyShop.description,
        sku: 'loyalty-shop',
        brandName: 'NFX Casino',
      },
      ...crumbs(
        { name: texts.breadcrumbs.home, link: '/' },
        { name: texts.breadcrumbs.loyalty, link: '/loyalty' },
        { name: texts.seo.loyaltyShop.title, link: '/loyalty/shop' },
      ),
    }),
  },
  { path: '/betting', key: 'betting' },
  { path: '/support', key: 'support', data: (texts) => ({ faq: texts.faq }) },
  {
    path: '/game/##name##',
    key: 'game',
    // `##path##` stands for the page's own path, which only the request knows.
    data: (texts) => ({
      openGraph: { type: 'website' },
      ...crumbs(
        { name: texts.breadcrumbs.home, link: '/' },
        { name: texts.breadcrumbs.gamehall, link: '/gamehall' },
        { name: '##name##', link: '##path##' },
      ),
    }),
  },
  { path: '/promotions/##name##', key: 'promotion' },
  { path: '/tournaments/##name##', key: 'tournament' },
  // The site's head fills `##name##` with the method's own name (src/site/deposit-head.ts).
  { path: '/cashier/deposit/##name##', key: 'deposit' },
];
