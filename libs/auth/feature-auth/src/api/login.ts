import { getApiClient } from '@nfx/api-client';

export interface LoginInput {
  login: string;
  password: string;
  code?: string;
}

/** POST auth/login. A leading `+` (phone logins) is removed before sending (spec §5). */
export function login(input: LoginInput): Promise<unknown> {
  return getApiClient().post('auth', 'login', { ...input, login: input.login.trim().replace(/^\+/, '') });
}
