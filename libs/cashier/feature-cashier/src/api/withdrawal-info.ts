import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET cashier/getwithdrawalinfo (id): one withdrawal of the player, as its receipt prints it. */
export function withdrawalInfoQueryOptions(id: number) {
  return callQueryOptions('cashier.getwithdrawalinfo', { id });
}

export function useWithdrawalInfo(id: number | null) {
  return useQuery({ ...withdrawalInfoQueryOptions(id ?? 0), enabled: id !== null });
}
