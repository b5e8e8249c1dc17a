import type { GameItem } from '@nfx/api-contract';

export function game(index: number, overrides: Partial<GameItem> = {}): GameItem {
  const sysname = `game-${index}`;
  return {
    id: index,
    sysname,
    name: `Game ${index}`,
    image_url: `/img/resize/288x192/games/${sysname}.webp`,
    image_url_2x: `/img/resize/288x192@2x/games/${sysname}.webp`,
    provider: { sysname: 'alpha', name: 'Alpha' },
    categories: ['slots'],
    likes: 0,
    is_liked: false,
    has_demo: true,
    rtp: 96,
    is_new: false,
    freespins: null,
    description: { name: '', img_288_192: '' },
    custom_id: null,
    url: `/platform/game/${sysname}/play`,
    demo_url: `/platform/game/${sysname}/demo`,
    ...overrides,
  };
}

export function accountInfo(uid: number) {
  const money = (amount: number) => ({ amount, currency: 'USD' });
  return {
    uid,
    reg_time: '2024-01-01T00:00:00Z',
    login: uid > 0 ? 'demo@example.com' : '',
    fakename: '',
    is_subscribed: false,
    balance_main: money(uid > 0 ? 100 : 0),
    balance_bonus: money(0),
    balance_betting_bonus: money(0),
    balance_fun: money(0),
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: 'LV',
    locale: 'en',
    two_factor_auth: false,
  };
}
