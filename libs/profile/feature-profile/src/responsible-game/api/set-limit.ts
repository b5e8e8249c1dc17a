import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { LimitChange } from '@nfx/api-contract';
import type { LimitKind, LimitPeriod } from '@nfx/validation';
import { invalidateProtection } from './invalidate';

export interface LimitInput {
  kind: LimitKind;
  /** Whole units for money limits ("1,000"), minutes for the session limit. */
  amount: string;
  /** Money limits only. */
  period?: LimitPeriod;
}

/** POST account/setProtectionLimit: stricter applies now, looser after the 24-hour cooling-off. */
export function setLimit({ kind, amount, period }: LimitInput): Promise<LimitChange> {
  // The session limit has no period; the contract's input is a union by kind.
  const fields: { kind: LimitKind; amount: string; period?: LimitPeriod } =
    kind === 'session' ? { kind, amount } : { kind, amount, period };
  return getApiClient().mutate('account.setProtectionLimit', fields);
}

/** POST account/removeProtectionLimit: the limit goes after the cooling-off (null: there was none). */
export function removeLimit(kind: LimitKind): Promise<LimitChange | null> {
  return getApiClient().mutate('account.removeProtectionLimit', { kind });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLimit, onSuccess: () => invalidateProtection(queryClient) });
}

export function useRemoveLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLimit, onSuccess: () => invalidateProtection(queryClient) });
}
