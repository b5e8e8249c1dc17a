import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiCallOf, CallInput } from '@nfx/api-contract';

/** The contact and its code, typed by the contract's input of the call. */
export type ConfirmContactInput = CallInput<ApiCallOf<'account.confirmContact'>>;

/** POST account/confirmContact: the 6-digit code of the confirmation message; answers 1. */
export function confirmContact(input: ConfirmContactInput): Promise<1> {
  return getApiClient().mutate('account.confirmContact', { ...input });
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
