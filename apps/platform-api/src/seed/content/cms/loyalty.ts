import type { LoyaltyConfig } from '@nfx/api-contract';

/** The loyalty configuration (spec §3) with the defaults of §9: on, characters on, toasts 5 s with sound. */
export const loyalty = {
  isEnableLoyalty: true,
  isEnableCharacters: true,
  coinIcon: '/static/loyalty/coin.svg',
  placesWhereDisplayedCharacters: ['profile-page', 'loyalty-page', 'profile-loyalty-pages'],
  tutorialUrl: '',
  notification: { duration: 5, sound: true },
  pointsAlias: { en: 'Coins', de: 'Münzen', es: 'Monedas', lv: 'Monētas', 'pt-BR': 'Moedas', ru: 'Монеты' },
} satisfies LoyaltyConfig;
