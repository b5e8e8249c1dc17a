export interface MessengerWindow {
  Telegram?: { WebApp?: { initData?: string; ready?: () => void } };
}

/** The launch data the messenger put in the address the mini-app opened with (`#tgWebAppData=…`). */
export function launchHashData(view: Window = window): string | null {
  return new URLSearchParams(view.location.hash.replace(/^#/, '')).get('tgWebAppData') || null;
}

/**
 * The signed launch data of the messenger mini-app as form fields for auth.register (§3: is_tg, id,
 * username, hash, language_code, payload); null when it is not signed launch data. The fields are
 * sent exactly as signed: the server checks the hash over all of them.
 */
export function launchFields(initData: string | null | undefined): Record<string, string> | null {
  if (!initData) return null;
  const fields = Object.fromEntries(new URLSearchParams(initData));
  if (!fields['hash'] || !fields['id']) return null;
  return { ...fields, is_tg: '1' };
}
