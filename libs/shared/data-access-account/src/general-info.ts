import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/**
 * GET metadata/getgeneralinfo: the currencies and locales the site offers, its inactivity timeout
 * and tracking switches (§3). Read by the shell and the profile's pages, so both share this one
 * cache entry. Five minutes fresh: it changes with the back office's settings, not within a visit.
 */
export function generalInfoQueryOptions() {
  return { ...callQueryOptions('metadata.getgeneralinfo'), staleTime: 5 * 60_000 };
}

export function useGeneralInfo() {
  return useQuery(generalInfoQueryOptions());
}
