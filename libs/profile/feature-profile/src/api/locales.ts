import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchLocales } from '@nfx/i18n';

/** The site's locales with their names (GET /nfx/i18n/locales). */
export function localesQueryOptions() {
  return queryOptions({ queryKey: ['i18n', 'locales'] as const, queryFn: () => fetchLocales(), staleTime: 30 * 60_000 });
}

export function useLocales() {
  return useQuery(localesQueryOptions());
}
