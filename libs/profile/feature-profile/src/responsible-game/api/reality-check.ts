import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { invalidateProtection } from './invalidate';

/** POST account/setRealityCheck (minutes, 0: off); answers 1. */
export async function setRealityCheck(minutes: number): Promise<void> {
  const result = await getApiClient().mutate('account.setRealityCheck', { minutes });
  if (Number(result) !== 1) throw new Error('setRealityCheck did not answer 1');
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRealityCheck, onSuccess: () => invalidateProtection(queryClient) });
}
