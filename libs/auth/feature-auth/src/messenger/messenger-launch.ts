interface MessengerWindow {
  Telegram?: { WebApp?: { initData?: string; ready?: () => void } };
}

/**
 * The signed launch data of the messenger mini-app, as form fields for auth.register (§3:
 * is_tg, id, username, hash, language_code, payload). Read from the mini-app script's
 * `initData`, or from the `tgWebAppData` hash parameter the messenger opens the page with.
 * The fields are sent exactly as signed: the server checks the hash over all of them.
 */
export function readMessengerLaunchData(view: Window = window): Record<string, string> | null {
  const fromScript = (view as unknown as MessengerWindow).Telegram?.WebApp?.initData;
  const fromHash = new URLSearchParams(view.location.hash.replace(/^#/, '')).get('tgWebAppData');
  const initData = fromScript || fromHash;
  if (!initData) return null;
  const fields = Object.fromEntries(new URLSearchParams(initData));
  if (!fields['hash'] || !fields['id']) return null;
  return { ...fields, is_tg: '1' };
}
