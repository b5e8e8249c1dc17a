import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { accountInfoQueryOptions } from '@nfx/session';

/** POST account/changelocale: the account's language, which mail and the next sign-in use (§4). */
export async function changeAccountLocale(locale: string): Promise<void> {
  const answer = await getApiClient().mutate('account.changelocale', { locale });
  // Spec §8: a change not answered with 1 is a failure, and it is logged.
  if (answer !== 1) throw new Error(`account.changelocale answered ${JSON.stringify(answer)} instead of 1`);
}

/** The account info carries the locale: reloaded so the session reads the new one. */
export function useChangeAccountLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccountLocale,
    onError: (error) => console.error('[shell] the account locale was not saved', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey }),
  });
}
