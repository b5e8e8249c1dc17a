import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LoyaltyProgram } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** GET loyalty/getProgram (sysname): one quest; an unknown one answers MethodNotFoundException. */
export function fetchProgram(sysname: string, signal?: AbortSignal): Promise<LoyaltyProgram> {
  return getApiClient().query('loyalty.getProgram', { sysname }, { signal });
}

export function programQueryOptions(sysname: string, locale: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...loyaltyKeys.program, sysname, locale, signedIn] as const,
    queryFn: ({ signal }) => fetchProgram(sysname, signal),
    // Not found stays not found: no retries.
    retry: false,
  });
}

export function useProgram(sysname: string, locale: string, signedIn: boolean) {
  return useQuery(programQueryOptions(sysname, locale, signedIn));
}
