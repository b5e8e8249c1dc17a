import { useMutation } from '@tanstack/react-query';
import type { ApiPayload } from '@nfx/api-contract';
import { getApiClient } from '@nfx/api-client';

export type UnsubscribeResult = ApiPayload<'account.unsubscribe'>;

/**
 * POST account/unsubscribe: with a marketing message's signed token, that contact stops receiving
 * marketing; signed in without one, every contact does. Answers the contacts, partly hidden.
 */
export function unsubscribe(token: string | null): Promise<UnsubscribeResult> {
  return getApiClient().mutate('account.unsubscribe', token ? { token } : {});
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
