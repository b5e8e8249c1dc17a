import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiPayload, Character } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

export type { Character };

/** §3 Characters: items, offset, limit, total. */
export type CharactersPage = ApiPayload<'loyalty.getcharacters'>;

/** The picker shows every character at once; the demo has a handful. */
const CHARACTERS_LIMIT = 50;

/** GET loyalty/getcharacters. */
export function fetchCharacters(signal?: AbortSignal): Promise<CharactersPage> {
  return getApiClient().query('loyalty.getcharacters', { offset: 0, limit: CHARACTERS_LIMIT }, { signal });
}

export function charactersQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['loyalty', 'getcharacters', locale] as const,
    queryFn: ({ signal }) => fetchCharacters(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCharacters(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...charactersQueryOptions(i18n.language), enabled });
}
