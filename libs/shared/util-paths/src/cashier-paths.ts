import type { HistoryTab } from './path-params';
import { segment, withQuery } from './query';

// The cashier's pages and the payment outcomes (spec §2); `paths.cashier.<name>()`.

export const index = () => '/cashier';
export const wallet = () => '/cashier/wallet';
/** `afterRegistration` adds the `register=success` flag the shell reads (spec §2, query flags). */
/** `offerId`: the offer the deposit form starts with (taken on a promotion page). */
export const deposit = (options: { afterRegistration?: boolean; offerId?: number } = {}) =>
  withQuery('/cashier/deposit', { register: options.afterRegistration ? 'success' : undefined, offer_id: options.offerId });
export const depositMethod = (sysname: string) => `/cashier/deposit/${segment(sysname)}`;
export const withdraw = () => '/cashier/withdraw';
export const history = (tab?: HistoryTab) => withQuery('/cashier/history', { tab });
/** A deposit's receipt by default; `kind` 'withdrawal' names a withdrawal (their ids are counted apart). */
export const receipt = (transactionId: string | number, kind: 'deposit' | 'withdrawal' = 'deposit') =>
  withQuery('/cashier/receipt', { id: transactionId, type: kind === 'withdrawal' ? kind : undefined });
export const paySuccess = (transactionId: string | number) => `/cashier/paysuccess/${segment(transactionId)}`;
export const payPending = (transactionId: string | number) => `/cashier/paypending/${segment(transactionId)}`;
export const payFail = (transactionId: string | number) => `/cashier/payfail/${segment(transactionId)}`;
export const payCancel = () => '/cashier/paycancel';
export const payMobile = () => '/cashier/paymobile';
export const payNewWindow = () => '/cashier/paynewwindow';
