import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { FieldDefinition } from '@nfx/validation';

/** GET account/getPersonalDataFields for a country (§7). */
export function personalDataFieldsQueryOptions(country: string) {
  return queryOptions({
    queryKey: ['account', 'getPersonalDataFields', country] as const,
    queryFn: ({ signal }): Promise<FieldDefinition[]> =>
      getApiClient().query('account.getPersonalDataFields', country ? { country } : {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Refetched when the chosen country changes (§4); the previous country's fields stay on screen meanwhile. */
export function usePersonalDataFields(country: string) {
  return useQuery({ ...personalDataFieldsQueryOptions(country), placeholderData: keepPreviousData });
}
