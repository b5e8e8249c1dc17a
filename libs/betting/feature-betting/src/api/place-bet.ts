import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Bet } from '@nfx/api-contract';
import { refreshSession } from '@nfx/session';
import { bettingKeys } from './betting-keys';
import { useIdempotencyKey } from '@nfx/app-runtime';

export interface BetRequest {
  selections: { id: number; price: number }[];
  /** Decimal units, as typed. */
  stake: string;
  acceptOddsChanges: boolean;
  /** A free bet (its bonus id) pays the stake, which is then its amount. */
  freeBetId?: number;
}

/** POST betting/placebet under an Idempotency-Key: the stake leaves the main balance (or the free bet's betting bonus balance) with the bet. */
export function placeBet(request: BetRequest, key: string): Promise<Bet> {
  return getApiClient().mutate(
    'betting.placebet',
    {
      selections: JSON.stringify(request.selections),
      stake: request.stake,
      accept_odds_changes: request.acceptOddsChanges ? '1' : '0',
      ...(request.freeBetId === undefined ? {} : { free_bet_id: String(request.freeBetId) }),
    },
    { headers: { 'Idempotency-Key': key } },
  );
}

export function usePlaceBet() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: BetRequest) => placeBet(request, keyFor(request)),
    onSuccess: async (_bet, request) => {
      settle();
      await Promise.all([
        refreshSession(queryClient),
        queryClient.invalidateQueries({ queryKey: bettingKeys.bets }),
        request.freeBetId === undefined ? null : queryClient.invalidateQueries({ queryKey: bettingKeys.freeBets }),
      ]);
    },
  });
}
