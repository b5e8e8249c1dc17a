import type { CampaignOffer } from '@nfx/api-contract';

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
