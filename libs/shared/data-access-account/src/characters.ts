import { useQuery } from '@tanstack/react-query';
import { callQueryOptions, callQueryRoot } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';

/** Every character on one page: the contract's maximum, far above what the site offers. */
const ALL_CHARACTERS: ApiArguments<'loyalty.getcharacters'> = { offset: 0, limit: 100 };

/**
 * GET loyalty/getcharacters: the characters a player may pick (registration's picker, the
 * loyalty pages' character dialog), and for a signed-in player the skins, owned or not. The
 * names come in the locale and a visitor is answered without skins, so the key names both.
 */
export function charactersQueryOptions(locale: string, signedIn: boolean) {
  return callQueryOptions('loyalty.getcharacters', ALL_CHARACTERS, [locale, signedIn]);
}

/** Every locale's and state's entry: what buying a skin invalidates. */
export const charactersKeyRoot = callQueryRoot('loyalty.getcharacters');

export function useCharacters(locale: string, signedIn: boolean, enabled = true) {
  return useQuery({ ...charactersQueryOptions(locale, signedIn), enabled });
}
