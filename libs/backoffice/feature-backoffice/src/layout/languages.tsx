import { createContext, useContext } from 'react';
import type { LocaleEntry } from '@nfx/i18n';

export interface BackofficeLanguages {
  locales: readonly LocaleEntry[];
  /** Loads the locale's texts, then switches; remembered for the next visit. */
  change: (locale: string) => Promise<void>;
}

/** The languages the site has; the app provides them (start-up read the list), tests may leave it empty. */
export const LanguagesContext = createContext<BackofficeLanguages>({ locales: [], change: async () => undefined });

export const useLanguages = () => useContext(LanguagesContext);
