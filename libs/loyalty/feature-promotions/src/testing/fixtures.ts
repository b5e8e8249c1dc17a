import type { CampaignOffer, PromotionContent, PromotionSummary } from '@nfx/api-contract';

/** account/getInfo as the session reads it: uid 0 is a visitor. */
export const accountInfo = (uid: number) => ({
  uid,
  login: uid ? 'demo@example.com' : '',
  locale: 'en',
  balance_main: { amount: 10, currency: 'EUR' },
});

export function offer(overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return {
    id: 1,
    trigger: { action: 'deposit' },
    description: { title: 'Welcome bonus', text: '100% of your first deposit, up to 200.', image: '/static/offers/welcome.svg' },
    promotions: [
      { type: 'deposit_bonus', percent: 100, max_amount: { amount: 200, currency: 'EUR' }, min_deposit: { amount: 20, currency: 'EUR' } },
    ],
    params: { exclude_methods: [] },
    user_satisfies_params: true,
    ...overrides,
  };
}

export const offers = [
  offer(),
  offer({
    id: 2,
    description: { title: 'Reload bonus', text: '25% on every deposit, up to 50.', image: '' },
    promotions: [
      { type: 'deposit_bonus', percent: 25, max_amount: { amount: 50, currency: 'EUR' }, min_deposit: { amount: 10, currency: 'EUR' } },
    ],
  }),
];

/** campaigns.getpromotioncontent as the API answers it: the operator's page, HTML already sanitised. */
export function promotionContent(overrides: Partial<PromotionContent> = {}): PromotionContent {
  return {
    id: 1,
    locale: 'en',
    title: 'Welcome bonus: 100% up to 200',
    summary: 'Double your first deposit: we match it 100%, up to 200 in bonus money.',
    body: '<h2>Double your first deposit</h2><p>Deposit 20 or more and we add the same again.</p>',
    terms: '<ol><li>Wager the bonus 35 times within 30 days.</li><li>The largest stake while wagering is 5.</li></ol>',
    image: '/static/banners/1.svg?size=735x240',
    image_alt: 'Gold coins on a purple background',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One item of campaigns.getpromotionsummaries: a card as the operator wrote it, here the German one of campaign 1. */
export function promotionSummary(overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id: 1,
    locale: 'de',
    title: 'Willkommensbonus: 100 % bis 200',
    summary: 'Verdoppeln Sie Ihre erste Einzahlung: Wir legen 100 % drauf, bis zu 200 Bonusgeld.',
    image: '/static/banners/1.svg?size=735x240',
    image_alt: 'Goldmünzen auf violettem Grund',
    ...overrides,
  };
}
