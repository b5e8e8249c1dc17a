import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { staffKeys } from './staff-keys';

/** POST staff/signOut: ends the staff session and clears its cookie. */
export function signOut(): Promise<1> {
  return getApiClient().mutate('staff.signOut');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing read under the old session may show to whoever signs in next on this browser.
    onSettled: () => queryClient.removeQueries({ queryKey: staffKeys.all }),
  });
}
