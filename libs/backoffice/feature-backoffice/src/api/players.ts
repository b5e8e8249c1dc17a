import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type PlayerSummary = ApiPayload<'staff.findPlayers'>['items'][number];
export type PlayerCard = ApiPayload<'staff.playerCard'>;
export type LedgerEntry = ApiPayload<'staff.playerLedger'>['items'][number];
export type PlayerNote = ApiPayload<'staff.playerNotes'>['items'][number];

/** The card's actions, each with a reason for the audit log. */
export const PLAYER_ACTIONS = ['blockPlayer', 'unblockPlayer', 'signOutPlayer', 'resetPlayerTwoFactor'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

const playerKey = (id: number) => [...staffKeys.players, id] as const;

/** GET staff/findPlayers (query): by id, login, email or name; empty text asks nothing. */
export function findPlayersQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...staffKeys.players, 'find', query] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.findPlayers', { query }, { signal }),
    enabled: query.length > 0,
    staleTime: 10_000,
  });
}

export function useFindPlayers(query: string) {
  return useQuery(findPlayersQueryOptions(query));
}

/** GET staff/playerCard (id): profile, balances, sessions, protection and bonuses. */
export function usePlayerCard(id: number) {
  return useQuery({
    queryKey: [...playerKey(id), 'card'] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.playerCard', { id: String(id) }, { signal }),
    staleTime: 5_000,
  });
}

/** GET staff/playerLedger (id, page): the previous page stays on screen while the next loads. */
export function usePlayerLedger(id: number, page: number) {
  return useQuery({
    queryKey: [...playerKey(id), 'ledger', page] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.playerLedger', { id: String(id), page: String(page) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function usePlayerNotes(id: number) {
  return useQuery({
    queryKey: [...playerKey(id), 'notes'] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.playerNotes', { id: String(id) }, { signal }),
  });
}

/** POST staff/addPlayerNote (id, text) under an Idempotency-Key: a retry of the same note adds it once. */
export function useAddPlayerNote(id: number) {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (text: string) =>
      getApiClient().mutate('staff.addPlayerNote', { id: String(id), text }, idempotencyHeaders(keyFor({ id, text }))),
    onSuccess: () => {
      settle();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...playerKey(id), 'notes'] }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
      ]);
    },
  });
}

/** POST staff/<action> (id, reason): the card, the search results and the audit log change. */
export function usePlayerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: PlayerAction; reason: string }) =>
      getApiClient().mutate(`staff.${action}`, { id: String(id), reason } satisfies ApiArguments<`staff.${PlayerAction}`>),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.players }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
      ]),
  });
}
