import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

export interface ConfirmContactInput {
  contact: string;
  code: string;
}

/** POST account/confirmContact: the 6-digit code of the confirmation message; answers 1. */
export function confirmContact(input: ConfirmContactInput): Promise<1> {
  return getApiClient().mutate('account.confirmContact', { ...input });
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
