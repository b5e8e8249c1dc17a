/** Local-storage keys of §2/§9: the promo code shares its name with the query parameter. */
export const PROMO_CODE_KEY = 'promo_code';
export const BETTING_CHOICE_KEY = 'nfx:registration:is_betting';
/** Where social sign-in keeps the external return address while its popup is open (§2). */
export const SOCIAL_BACK_URL_KEY = 'nfx:social:backUrl';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy modes); the choices are then just not remembered.
    return null;
  }
}

export function readStored(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStored(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null || value === '') store.removeItem(key);
  else store.setItem(key, value);
}

/** §4: a promo code from the query replaces the stored one; otherwise the stored one is used. */
export function initialPromoCode(search: string): string {
  const fromQuery = new URLSearchParams(search).get(PROMO_CODE_KEY)?.trim();
  if (fromQuery) {
    writeStored(PROMO_CODE_KEY, fromQuery);
    return fromQuery;
  }
  return readStored(PROMO_CODE_KEY) ?? '';
}

/** Registration success (§4): the saved betting choice and the promo code are forgotten. */
export function clearRegistrationChoices(): void {
  writeStored(BETTING_CHOICE_KEY, null);
  writeStored(PROMO_CODE_KEY, null);
}
