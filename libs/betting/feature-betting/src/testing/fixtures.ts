import type { Bonus, SportEvent } from '@nfx/api-contract';

// The data the betting pages' tests answer with, shaped as the API's contract.

const money = (amount: number) => ({ amount, currency: 'EUR' });
/** A signed-in player with 250 EUR on the main balance. */
export const account = {
  uid: 7,
  reg_time: '2024-01-01T00:00:00Z',
  login: 'demo@example.com',
  fakename: '',
  is_subscribed: false,
  balance_main: money(250),
  balance_bonus: money(0),
  balance_betting_bonus: money(0),
  balance_fun: { amount: 1000, currency: 'FUN' },
  is_on_verification: false,
  is_verified: true,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'LV',
  locale: 'en',
  two_factor_auth: false,
};

/** A football event with a match result, a total and a handicap; ids from `id * 100` so each event's are its own. */
export function footballEvent(id: number, home: string, away: string, status: SportEvent['status']): SportEvent {
  const base = id * 100;
  return {
    id,
    sport: 'football',
    competition: { id: 1, name: 'Premier League', country: 'England' },
    home,
    away,
    starts_at: '2026-11-25T18:00:00Z',
    status,
    clock: status === 'live' ? 37 : 0,
    score: { home: status === 'live' ? 1 : 0, away: 0 },
    markets: [
      {
        id: base,
        kind: 'winner',
        line: null,
        status: 'open',
        selections: [
          { id: base + 1, code: 'home', price: 185 },
          { id: base + 2, code: 'draw', price: 340 },
          { id: base + 3, code: 'away', price: 420 },
        ],
      },
      {
        id: base + 10,
        kind: 'total',
        line: 2.5,
        status: 'open',
        selections: [
          { id: base + 11, code: 'over', price: 190 },
          { id: base + 12, code: 'under', price: 180 },
        ],
      },
      {
        id: base + 20,
        kind: 'handicap',
        line: -1,
        status: 'open',
        selections: [
          { id: base + 21, code: 'home', price: 240 },
          { id: base + 22, code: 'away', price: 155 },
        ],
      },
    ],
  };
}

/** An active free bet of the player (`BettingBonuses.get`), 5 EUR at odds of `minPrice` or more. */
export function freeBet(id: number, minPrice: number | null = 150): Bonus {
  return {
    id,
    type: 'betting',
    kind: 'free_bet',
    campaign_id: 4,
    status: 'active',
    title: 'Free bet 5',
    description: 'A free bet of 5.',
    image: '',
    amount: money(5),
    wagering: { multiplier: 1, required: money(5), wagered: money(0) },
    max_stake: null,
    free_spins_left: null,
    min_price: minPrice,
    created_at: '2026-11-25T10:00:00Z',
    activated_at: '2026-11-25T10:00:00Z',
    expires_at: '2026-12-02T10:00:00Z',
    finished_at: null,
  };
}
