import { useCharacters as useListedCharacters } from '@nfx/account';
import { useIsAuthenticated } from '@nfx/session';

/**
 * GET loyalty/getcharacters: the characters a player may pick, and (signed in) the skins, owned or
 * not. The one definition is in `@nfx/account`, which the registration's picker reads too.
 */
export function useCharacters(locale: string, enabled = true) {
  return useListedCharacters(locale, useIsAuthenticated(), enabled);
}
