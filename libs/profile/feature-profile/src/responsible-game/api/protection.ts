import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET account/getProtection: limits, what waits for its cooling-off, the exclusion, the reality check. */
export function protectionQueryOptions() {
  return callQueryOptions('account.getProtection');
}

export function useProtection() {
  return useQuery(protectionQueryOptions());
}
