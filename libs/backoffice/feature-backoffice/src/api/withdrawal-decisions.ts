import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

/** A decision moves a row between the tabs, and the audit log has a new row. */
function refreshAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.withdrawals }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/approveWithdrawal (id): the payout goes to the provider. */
export function approveWithdrawal(id: number): Promise<1> {
  return getApiClient().mutate('staff.approveWithdrawal', { id });
}

/** POST staff/declineWithdrawal (id, reason): the held money goes back to the player. */
export function declineWithdrawal(values: ApiArguments<'staff.declineWithdrawal'>): Promise<1> {
  return getApiClient().mutate('staff.declineWithdrawal', values);
}

/** POST staff/confirmPayout (id, outcome, reason): a payout made, or not made, by hand. */
export function confirmPayout(values: ApiArguments<'staff.confirmPayout'>): Promise<1> {
  return getApiClient().mutate('staff.confirmPayout', values);
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  // Refused (decided meanwhile by a colleague) also means the list on screen is stale.
  return useMutation({ mutationFn: approveWithdrawal, onSettled: () => refreshAfterDecision(queryClient) });
}

export function useDeclineWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineWithdrawal, onSettled: () => refreshAfterDecision(queryClient) });
}

export function useConfirmPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPayout, onSettled: () => refreshAfterDecision(queryClient) });
}
