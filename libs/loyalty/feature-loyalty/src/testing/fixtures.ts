import type { LoyaltyInfo, LoyaltyProduct } from '@nfx/api-contract';

/** A signed-in player, as account/getInfo answers (only what the session reads). */
export const accountInfo = { uid: 7, login: 'demo@example.com', locale: 'en', balance_main: { amount: 10, currency: 'EUR' } };

export const characters = [
  { id: 1, sysname: 'captain', name: 'Captain Ace', image: '/static/characters/1.svg' },
  { id: 2, sysname: 'sorceress', name: 'Ruby the Sorceress', image: '/static/characters/2.svg' },
];

/** getcharacters for a signed-in player: the regular characters, and a skin of the captain not yet bought. */
export const listedCharacters = [
  ...characters.map((character) => ({ ...character, skinOf: null, isOwned: true })),
  { id: 9, sysname: 'captain-gold', name: 'Golden Captain Ace', image: '/static/characters/9.svg', skinOf: 1, isOwned: false },
];

export function loyaltyInfo(overrides: Partial<LoyaltyInfo> = {}): LoyaltyInfo {
  return {
    id: 7,
    uid: 7,
    is_active: true,
    points: 150,
    expCount: 150,
    pointsAlias: 'Coins',
    character: characters[0]!,
    levels: [
      { id: 1, sysname: 'bronze', name: 'Bronze', minValue: 0, maxValue: 500, progress: 30, isCurrent: true, isReached: true },
      { id: 2, sysname: 'silver', name: 'Silver', minValue: 500, maxValue: null, progress: 100, isCurrent: false, isReached: false },
    ],
    ...overrides,
  };
}

export function product(overrides: Partial<LoyaltyProduct> = {}): LoyaltyProduct {
  return {
    id: 11,
    sysname: 'spins-10',
    kind: 'free_spins',
    title: '10 free spins',
    description: 'Free spins on a popular slot.',
    price: 100,
    stock: null,
    limitPerPlayer: 5,
    bought: 0,
    freeSpins: { gameSysname: 'neon-gems', count: 10 },
    bonusMoney: null,
    characterSkin: null,
    ...overrides,
  };
}

export const cmsConfig = { loyalty: { isEnableLoyalty: true, isEnableCharacters: true, coinIcon: '/static/loyalty/coin.svg' } };
