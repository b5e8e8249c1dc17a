import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffMember = ApiPayload<'staff.listStaff'>['items'][number];
export type CreatedStaff = ApiPayload<'staff.createStaff'>;

/** GET staff/listStaff: every staff account. */
export function fetchStaffList(signal?: AbortSignal): Promise<ApiPayload<'staff.listStaff'>> {
  return getApiClient().query('staff.listStaff', {}, { signal });
}

export function staffListQueryOptions() {
  return queryOptions({ queryKey: staffKeys.staffList, queryFn: ({ signal }) => fetchStaffList(signal) });
}

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}

/** POST staff/createStaff (email, role): answers the one-time enrolment link to hand over. */
export function createStaff(values: ApiArguments<'staff.createStaff'>): Promise<CreatedStaff> {
  return getApiClient().mutate('staff.createStaff', values);
}

/** POST staff/disableStaff (id, reason): the account's sessions end at once. */
export function disableStaff(values: ApiArguments<'staff.disableStaff'>): Promise<1> {
  return getApiClient().mutate('staff.disableStaff', values);
}

function useStaffMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffListQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
      ]),
  });
}

export const useCreateStaff = () => useStaffMutation(createStaff);
export const useDisableStaff = () => useStaffMutation(disableStaff);
