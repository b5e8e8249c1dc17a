import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ListedCharacter } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** All characters fit one page (the contract's maximum). */
const ALL = 100;

/** GET loyalty/getcharacters: the characters a player may pick, and (signed in) the skins, owned or not. */
export function fetchCharacters(signal?: AbortSignal): Promise<{ items: ListedCharacter[]; total: number }> {
  return getApiClient().query('loyalty.getcharacters', { offset: 0, limit: ALL }, { signal });
}

export function charactersQueryOptions(locale: string) {
  return queryOptions({ queryKey: [...loyaltyKeys.characters, locale] as const, queryFn: ({ signal }) => fetchCharacters(signal) });
}

export function useCharacters(locale: string, enabled = true) {
  return useQuery({ ...charactersQueryOptions(locale), enabled });
}
