import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { FeedbackValues } from '@nfx/validation';

/** POST support/sendFeedback: the message reaches the support team's inbox; answers 1. */
export function sendFeedback(values: FeedbackValues): Promise<1> {
  return getApiClient().mutate('support.sendFeedback', { ...values });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
