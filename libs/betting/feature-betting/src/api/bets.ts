import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET betting/getbets: the player's bets, newest first. */
export function betsQueryOptions(status: 'open' | 'settled') {
  return queryOptions({
    ...callQueryOptions('betting.getbets', { status, offset: 0, count: 20 }),
    // Open bets settle when results come in: look again now and then while the list is on screen.
    refetchInterval: status === 'open' ? 15_000 : false,
  });
}

export function useBets(status: 'open' | 'settled', enabled = true) {
  return useQuery({ ...betsQueryOptions(status), enabled, placeholderData: keepPreviousData });
}
