import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';
import { meQueryOptions, type StaffIdentity } from './me';

/** POST staff/signIn (email, password, code): sets the staff session cookie. */
export function signIn(values: ApiArguments<'staff.signIn'>): Promise<StaffIdentity> {
  return getApiClient().mutate('staff.signIn', values);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The answer is who `staff.me` would name: the layout renders at once without asking again.
    onSuccess: (identity) => queryClient.setQueryData(meQueryOptions().queryKey, identity),
  });
}
