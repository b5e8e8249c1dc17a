/**
 * Spec §2: a `backUrl` that came with a cashier address is kept under its own storage key (the
 * shell writes it, `PAYMENT_BACK_URL_STORAGE_KEY` in its query flags, after checking it is a safe
 * address); the payment-success page offers it and then forgets it.
 */
export const PAYMENT_BACK_URL_STORAGE_KEY = 'paymentBackUrl';

export function readPaymentBackUrl(): string | null {
  try {
    return localStorage.getItem(PAYMENT_BACK_URL_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetPaymentBackUrl(): void {
  try {
    localStorage.removeItem(PAYMENT_BACK_URL_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
