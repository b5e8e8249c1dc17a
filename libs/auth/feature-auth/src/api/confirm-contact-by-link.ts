import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

export type ConfirmedByLink = ApiPayload<'account.confirmContactByLink'>;

/** POST account/confirmContactByLink: the token of `/confirmation?token=…`; no sign-in needed. */
export function confirmContactByLink(token: string): Promise<ConfirmedByLink> {
  return getApiClient().mutate('account.confirmContactByLink', { token });
}

export function useConfirmContactByLink() {
  return useMutation({ mutationFn: confirmContactByLink });
}
