import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET loyalty/getProgram (sysname): one quest; an unknown one answers MethodNotFoundException. */
export function programQueryOptions(sysname: string, locale: string, signedIn: boolean) {
  return {
    ...callQueryOptions('loyalty.getProgram', { sysname }, [locale, signedIn]),
    // Not found stays not found: no retries.
    retry: false,
  };
}

export function useProgram(sysname: string, locale: string, signedIn: boolean) {
  return useQuery(programQueryOptions(sysname, locale, signedIn));
}
