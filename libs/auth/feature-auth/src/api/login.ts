import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { AccountInfo } from '@nfx/api-contract';

export interface LoginInput {
  login: string;
  password: string;
  /** The two-factor code; absent on the first step and on a resend (§3 two-factor payload). */
  code?: string;
}

/** Spec §5: a leading `+` (phone logins) is removed before sending. */
export function normaliseLogin(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/** POST auth/login. */
export function login(input: LoginInput): Promise<AccountInfo> {
  const body: Record<string, string> = { login: normaliseLogin(input.login), password: input.password };
  if (input.code) body['code'] = input.code;
  return getApiClient().mutate('auth.login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
