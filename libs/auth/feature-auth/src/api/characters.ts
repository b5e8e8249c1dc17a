import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { charactersQueryOptions } from '@nfx/account';
import type { ApiPayload, Character } from '@nfx/api-contract';
import { useIsAuthenticated } from '@nfx/session';

export type { Character };

/** §3 Characters: items, offset, limit, total. */
export type CharactersPage = ApiPayload<'loyalty.getcharacters'>;

/** GET loyalty/getcharacters for the registration's picker: the one definition in `@nfx/account`, which the loyalty pages read too. */
export function useCharacters(enabled: boolean) {
  const { i18n } = useTranslation();
  const signedIn = useIsAuthenticated();
  return useQuery({ ...charactersQueryOptions(i18n.language, signedIn), staleTime: 10 * 60_000, enabled });
}
