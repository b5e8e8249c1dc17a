import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { AccountInfo } from '@nfx/api-contract';

/** The §3 registration payload, already without empty values. */
export type RegistrationPayload = Record<string, string>;

/** POST auth/register: the form, a social-registration completion or a messenger sign-up. */
export function register(payload: RegistrationPayload): Promise<AccountInfo> {
  return getApiClient().mutate('auth.register', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
