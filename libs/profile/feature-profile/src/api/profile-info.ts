import { type QueryClient, useQuery } from '@tanstack/react-query';
import { profileInfoQueryOptions } from '@nfx/account';
import { refreshSession, useSession } from '@nfx/session';

/** Every profile page reads the profile with its contacts and document, under one cache entry. */
export const PROFILE_PARTS = ['contacts', 'document'] as const;

export function useFullProfile() {
  const { account } = useSession();
  const uid = account?.uid ?? 0;
  return useQuery({ ...profileInfoQueryOptions(uid, PROFILE_PARTS), enabled: uid > 0 });
}

/** After a change: the player's profile (any parts) and who they are are read again. */
export async function refreshProfile(queryClient: QueryClient, uid: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileInfoQueryOptions(uid).queryKey.slice(0, 3) }),
    refreshSession(queryClient),
  ]);
}
