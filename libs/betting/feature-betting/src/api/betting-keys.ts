/** Every query key of the betting remote starts here, so a mutation invalidates through them. */
export const bettingKeys = {
  all: ['betting'] as const,
  sports: ['betting', 'sports'] as const,
  events: ['betting', 'events'] as const,
  event: ['betting', 'event'] as const,
  bets: ['betting', 'bets'] as const,
  freeBets: ['betting', 'free-bets'] as const,
};
