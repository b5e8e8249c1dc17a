import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffIdentity = ApiPayload<'staff.me'>;

/** GET staff/me: who is signed in, their role and its permissions (AuthorizationException when nobody is). */
export function fetchMe(signal?: AbortSignal): Promise<StaffIdentity> {
  return getApiClient().query('staff.me', {}, { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    // The session slides on the server; asking again now and then keeps the role current.
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
