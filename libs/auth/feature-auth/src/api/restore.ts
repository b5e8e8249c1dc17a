import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';

/** POST auth/restore: mails a reset link; answers 1 whether or not the account exists. */
export function restore(login: string): Promise<1> {
  const value = login.trim();
  return getApiClient().mutate('auth.restore', value.includes('@') ? { email: value } : { login: value.replace(/^\+/, '') });
}

export function useRestore() {
  return useMutation({ mutationFn: restore });
}
