import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callQueryOptions, getApiClient } from '@nfx/api-client';
import type { ChangePasswordInput } from '@nfx/validation';
import { refreshSession, useSession } from '@nfx/session';
import { expectOne } from './settings-calls';

/** GET account/getSessions: the live sessions (the current first) and the sign-in before this one. */
export function sessionsQueryOptions(uid: number) {
  return callQueryOptions('account.getSessions', {}, [uid]);
}

export function useSessions() {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...sessionsQueryOptions(uid), enabled: uid > 0 });
}

/** Ending sessions or changing the password changes the list. */
function useSessionsChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(uid).queryKey }) });
}

/** POST account/changepassword: the server ends the player's other sessions. */
export function useChangePassword() {
  return useSessionsChange(async (input: ChangePasswordInput) =>
    expectOne('account.changepassword', await getApiClient().mutate('account.changepassword', input)),
  );
}

/** POST account/endSession: one other session. */
export function useEndSession() {
  return useSessionsChange(async (id: number) =>
    expectOne('account.endSession', await getApiClient().mutate('account.endSession', { id })),
  );
}

/** POST account/endOtherSessions: every session but this one; answers how many ended. */
export function useEndOtherSessions() {
  return useSessionsChange(() => getApiClient().mutate('account.endOtherSessions', {}));
}

/**
 * POST account/changeTwoFactorAuth: without a code (two-factor off) it starts the setup and
 * answers the secret and its QR code; with a code (two-factor on) it switches it off.
 */
export function useChangeTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code?: string) => getApiClient().mutate('account.changeTwoFactorAuth', code ? { code } : {}),
    onSuccess: (answer) => {
      if (!answer.secret) void refreshSession(queryClient);
    },
  });
}

/** POST account/confirmTwoFactorAuth: the first code from the authenticator turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => getApiClient().mutate('account.confirmTwoFactorAuth', { code }),
    onSuccess: () => refreshSession(queryClient),
  });
}
