import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/**
 * GET account/getPersonalDataFields for a country (§7); no country: the player's own. Five
 * minutes fresh: the definitions change with the back office's settings, not with the player.
 */
export function personalDataFieldsQueryOptions(country: string) {
  return { ...callQueryOptions('account.getPersonalDataFields', country ? { country } : {}), staleTime: 5 * 60_000 };
}

export interface PersonalDataFieldsOptions {
  /** False while the form does not show the fields (the short registration form). */
  enabled?: boolean;
  /** Keep the previous country's fields on screen while the next country's load (the profile's settings). */
  keepPrevious?: boolean;
}

/** Refetched whenever the chosen country changes (§4). */
export function usePersonalDataFields(country: string, { enabled = true, keepPrevious = false }: PersonalDataFieldsOptions = {}) {
  return useQuery({ ...personalDataFieldsQueryOptions(country), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
