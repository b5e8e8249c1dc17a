import { createContext, useContext } from 'react';
import type { LocaleEntry } from '@nfx/i18n';

/** The site's locales, as the runtime loaded them (inlined by the server, or fetched in dev). */
export const AvailableLocalesContext = createContext<readonly LocaleEntry[]>([]);

export function useAvailableLocales(): readonly LocaleEntry[] {
  return useContext(AvailableLocalesContext);
}
