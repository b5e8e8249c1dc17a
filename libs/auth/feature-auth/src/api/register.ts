import { getApiClient } from '@nfx/api-client';

export interface RegisterInput {
  email: string;
  password: string;
  currency: string;
  terms: boolean;
}

/** POST auth/register with the email form's fields; login falls back to the email on the server. */
export function register(input: RegisterInput): Promise<unknown> {
  return getApiClient().post('auth', 'register', { email: input.email.trim(), password: input.password, currency: input.currency, terms: input.terms });
}
