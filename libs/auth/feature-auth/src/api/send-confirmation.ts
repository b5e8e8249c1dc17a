import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

/** POST account/sendconfirmationtocontact: a new message (link and code); within the cool-down TooManyRequests with resend_time. */
export function sendConfirmation(contact: string): Promise<1> {
  return getApiClient().mutate('account.sendconfirmationtocontact', { contact });
}

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
