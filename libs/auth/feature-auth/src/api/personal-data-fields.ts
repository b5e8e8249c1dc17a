import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { FieldDefinition } from '@nfx/validation';

/** GET account/getPersonalDataFields for a country (§7); the contract's field definitions are the forms' `FieldDefinition`s. */
export function fetchPersonalDataFields(country: string, signal?: AbortSignal): Promise<FieldDefinition[]> {
  return getApiClient().query('account.getPersonalDataFields', { country }, { signal });
}

export function personalDataFieldsQueryOptions(country: string) {
  return queryOptions({
    queryKey: ['account', 'getPersonalDataFields', country] as const,
    queryFn: ({ signal }) => fetchPersonalDataFields(country, signal),
    staleTime: 5 * 60_000,
  });
}

/** Refetched whenever the chosen country changes (§4). */
export function usePersonalDataFields(country: string, enabled: boolean) {
  return useQuery({ ...personalDataFieldsQueryOptions(country), enabled: enabled && country !== '' });
}
