import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { SaveProfileInfoInput } from '@nfx/validation';
import { useSession } from '@nfx/session';
import { refreshProfile } from './profile-info';

/** Spec §8: a save that does not answer 1 is a failure, and it is logged. */
export class SaveNotConfirmedError extends Error {
  constructor(call: string, answer: unknown) {
    super(`${call} answered ${JSON.stringify(answer)} instead of 1`);
    this.name = 'SaveNotConfirmedError';
  }
}

export function expectOne(call: string, answer: unknown): void {
  if (answer === 1) return;
  const error = new SaveNotConfirmedError(call, answer);
  console.error(error);
  throw error;
}

/** The profile's calls that answer 1 (POST account/saveProfileInfo, changefakename, changelocale, setCurrency). */
export type SettingsChange =
  | { call: 'account.saveProfileInfo'; input: Partial<Record<keyof SaveProfileInfoInput, string>> }
  | { call: 'account.changefakename'; input: { fakename: string } }
  | { call: 'account.changelocale'; input: { locale: string } }
  | { call: 'account.setCurrency'; input: { currency: string } };

export async function saveSettings(changes: readonly SettingsChange[]): Promise<void> {
  const client = getApiClient();
  for (const change of changes) expectOne(change.call, await client.mutate(change.call, change.input as never));
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return useMutation({ mutationFn: saveSettings, onSettled: () => refreshProfile(queryClient, uid) });
}
