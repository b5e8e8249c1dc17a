import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';
import type { DepositStatus } from '@nfx/api-contract';

/** How often an outcome page asks again while the provider has not settled the deposit. */
export const DEPOSIT_POLL_INTERVAL_MS = 2_000;

/** A deposit still on its way: the outcome page keeps asking until it settles. */
export function isUnsettled(status: DepositStatus): boolean {
  return status === 'created' || status === 'pending';
}

/** GET cashier/getdepositinfo (id): one deposit of the player. */
export function depositInfoQueryOptions(id: number) {
  return callQueryOptions('cashier.getdepositinfo', { id });
}

/** With `poll`, asks again every two seconds until the deposit is settled (success, failed or cancelled). */
export function useDepositInfo(id: number | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...depositInfoQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return poll && (status === undefined || isUnsettled(status)) ? DEPOSIT_POLL_INTERVAL_MS : false;
    },
  });
}
