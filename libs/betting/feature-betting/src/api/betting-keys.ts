import { callQueryRoot } from '@nfx/api-client';

/**
 * The roots of the betting remote's query keys that a bet invalidates (`[area, method]` of each call, from
 * `callQueryRoot`), so a mutation invalidates through them.
 */
export const bettingKeys = {
  bets: callQueryRoot('betting.getbets'),
  /** Every betting-bonus list, the profile's too: a free bet used changes them all. */
  freeBets: callQueryRoot('BettingBonuses.get'),
};
