import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';

/** POST staff/confirmEnrolment (token, code): a code from the authenticator spends the link. */
export function confirmEnrolment(values: ApiArguments<'staff.confirmEnrolment'>): Promise<ApiPayload<'staff.confirmEnrolment'>> {
  return getApiClient().mutate('staff.confirmEnrolment', values);
}

export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}
