import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ResetPasswordInput } from '@nfx/validation';

/** POST auth/resetPassword: sets the new password and ends every session of the account; answers 1. */
export function resetPassword(input: ResetPasswordInput): Promise<1> {
  return getApiClient().mutate('auth.resetPassword', { ...input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
