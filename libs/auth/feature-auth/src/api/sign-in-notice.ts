import { getApiClient } from '@nfx/api-client';
import type { Exclusion, SignInRecord } from '@nfx/api-contract';

/** What a player is told right after signing in: the sign-in before this one, and an exclusion in force. */
export interface SignInFacts {
  previous: SignInRecord | null;
  exclusion: Exclusion | null;
}

/**
 * GET account/getSessions and account/getProtection, once per sign-in (not cached: the answer is
 * about this moment). A part that fails is left out rather than holding the other back.
 */
export async function fetchSignInFacts(): Promise<SignInFacts> {
  const client = getApiClient();
  const [sessions, protection] = await Promise.allSettled([
    client.query('account.getSessions', {}),
    client.query('account.getProtection', {}),
  ]);
  for (const result of [sessions, protection]) {
    if (result.status === 'rejected') console.warn('[auth] a sign-in notice could not be loaded', result.reason);
  }
  return {
    previous: sessions.status === 'fulfilled' ? sessions.value.previous_sign_in : null,
    exclusion: protection.status === 'fulfilled' ? protection.value.exclusion : null,
  };
}
