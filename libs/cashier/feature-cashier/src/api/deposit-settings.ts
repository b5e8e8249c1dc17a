import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@nfx/api-client';

/** GET cashier/getdepositsettings: methods with bounds, fees and requisites, and amount presets. */
export function depositSettingsQueryOptions(locale: string) {
  return callQueryOptions('cashier.getdepositsettings', {}, [locale]);
}

export function useDepositSettings(locale: string) {
  return useQuery(depositSettingsQueryOptions(locale));
}
