import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

export interface ResetPasswordInput {
  /** The one-time token of the mailed link (`/reset-password?token=…`). */
  token: string;
  password: string;
  password_repeat: string;
}

/** POST auth/resetPassword: sets the new password and ends every session of the account; answers 1. */
export function resetPassword(input: ResetPasswordInput): Promise<1> {
  return getApiClient().mutate('auth.resetPassword', { ...input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
