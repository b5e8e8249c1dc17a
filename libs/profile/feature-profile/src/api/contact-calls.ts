import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiCallOf, CallInput } from '@nfx/api-contract';
import { useSession } from '@nfx/session';
import { refreshProfile } from './profile-info';
import { expectOne } from './settings-calls';

/** POST account/addcontact: a new, unconfirmed email or phone. */
export function useAddContact() {
  return useContactMutation(async (input: { contact: string; phone_country_code?: string }) =>
    expectOne('account.addcontact', await getApiClient().mutate('account.addcontact', input)),
  );
}

/** POST account/sendconfirmationtocontact: a new code and link (after the cool-down). */
export function useSendConfirmation() {
  return useContactMutation(async (contact: string) =>
    expectOne('account.sendconfirmationtocontact', await getApiClient().mutate('account.sendconfirmationtocontact', { contact })),
  );
}

/** POST account/confirmContact with the 6-digit code. */
export function useConfirmContact() {
  return useContactMutation(async (input: CallInput<ApiCallOf<'account.confirmContact'>>) =>
    expectOne('account.confirmContact', await getApiClient().mutate('account.confirmContact', input)),
  );
}

/** POST account/changeSubscription: marketing to one contact on (1) or off (0). */
export function useChangeSubscription() {
  return useContactMutation(async (input: { contact: string; subscription: 0 | 1 }) =>
    expectOne('account.changeSubscription', await getApiClient().mutate('account.changeSubscription', input)),
  );
}

/** Every contact change re-reads the profile (its contacts, marks and cool-downs) whether it worked or not. */
function useContactMutation<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return useMutation({ mutationFn, onSettled: () => refreshProfile(queryClient, uid) });
}
