import { callQueryOptions } from '@nfx/api-client';

/** GET account/getRealityCheck: the player's reminder interval, the session's start and its net result. */
export function realityCheckQueryOptions() {
  return callQueryOptions('account.getRealityCheck');
}
