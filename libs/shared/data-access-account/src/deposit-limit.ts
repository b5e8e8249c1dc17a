import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

export type DepositLimit = ApiPayload<'account.getDepositLimit'>;

/** GET account/getDepositLimit (§3): the responsible-gaming limit and what is left of it. */
export function depositLimitQueryOptions() {
  return callQueryOptions('account.getDepositLimit');
}

export function useDepositLimit() {
  return useQuery(depositLimitQueryOptions());
}
