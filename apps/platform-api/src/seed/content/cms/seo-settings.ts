import type { SeoSettings } from '../../../content/cms-types';

export const seoSettings: SeoSettings = {
  siteName: 'NFX Casino',
  titleTemplate: '%s | NFX Casino',
  favicon: { apple: '/favicon/apple-touch-icon.png', png: '/favicon/favicon-32x32.png', ico: '/favicon.ico' },
  defaultImages: { openGraph: '/static/banners/1.svg' },
  // Private and transactional areas: never indexed, disallowed in robots.txt.
  noindexPaths: ['/cashier', '/profile', '/forms', '/bets', '/responsible-game', '/confirmation', '/unsubscribe', '/_icons'],
  urlTemplates: {
    deposit: '/cashier/deposit/##name##',
    offer: '/offers/##name##',
    jackpot: '/jackpots/##name##',
    game: '/game/##name##',
    promotion: '/promotions/##name##',
    tournament: '/tournaments/##name##',
    tournamentGamehall: '/tournaments/##name##/gamehall',
  },
};
