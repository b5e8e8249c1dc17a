import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET cashier/getwithdrawsettings: methods, what may be withdrawn, the limits, what is still required. */
export function withdrawSettingsQueryOptions(locale: string) {
  return callQueryOptions('cashier.getwithdrawsettings', {}, [locale]);
}

export function useWithdrawSettings(locale: string) {
  return useQuery(withdrawSettingsQueryOptions(locale));
}
