import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';

/** POST staff/enrol (token, password): answers the TOTP secret for the authenticator app. */
export function enrol(values: ApiArguments<'staff.enrol'>): Promise<ApiPayload<'staff.enrol'>> {
  return getApiClient().mutate('staff.enrol', values);
}

export function useEnrol() {
  return useMutation({ mutationFn: enrol });
}
