import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Exclusion } from '@nfx/api-contract';
import type { SelfExcludeInput } from '@nfx/validation';
import { invalidateProtection } from './invalidate';

/** POST account/selfExclude: a time-out or self-exclusion, confirmed with the password. */
export function selfExclude(input: SelfExcludeInput): Promise<Exclusion> {
  return getApiClient().mutate('account.selfExclude', { period: input.period, password: input.password });
}

export function useSelfExclude() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selfExclude, onSuccess: () => invalidateProtection(queryClient) });
}
