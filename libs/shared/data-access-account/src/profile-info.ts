import { useQuery } from '@tanstack/react-query';
import { callQueryOptions, getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';

export type ProfileInfo = ApiPayload<'account.getprofileinfo'>;

/** What `fields` may add to the profile (spec §7: `fields=contacts,document`). */
export type ProfilePart = 'contacts' | 'document';

/** GET account/getprofileinfo: the signed-in player's profile, with the parts asked for. */
export function fetchProfileInfo(parts: readonly ProfilePart[], signal?: AbortSignal): Promise<ProfileInfo> {
  return getApiClient().query('account.getprofileinfo', profileInfoArguments(parts), { signal });
}

function profileInfoArguments(parts: readonly ProfilePart[]) {
  return parts.length > 0 ? { fields: parts.join(',') } : {};
}

/**
 * The profile of the player `uid`: the key names the player, so a profile cached before a
 * sign-out never answers for the next player who signs in on the same page.
 */
export function profileInfoQueryOptions(uid: number, parts: readonly ProfilePart[] = []) {
  // One order, so the same parts asked in another order are the same request and cache entry.
  return callQueryOptions('account.getprofileinfo', profileInfoArguments([...parts].sort()), [uid]);
}

export function useProfileInfo(uid: number, parts: readonly ProfilePart[] = []) {
  return useQuery({ ...profileInfoQueryOptions(uid, parts), enabled: uid > 0 });
}
