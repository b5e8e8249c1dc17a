import { callQueryRoot } from '@nfx/api-client';

/**
 * The roots of the cashier's query keys (`[area, method]` of each call, from `callQueryRoot`):
 * a mutation invalidates through them (every page of the history, say), never a hand-typed key.
 */
export const cashierKeys = {
  history: callQueryRoot('cashier.gethistory'),
  withdrawSettings: callQueryRoot('cashier.getwithdrawsettings'),
  withdrawalInfo: callQueryRoot('cashier.getwithdrawalinfo'),
};
