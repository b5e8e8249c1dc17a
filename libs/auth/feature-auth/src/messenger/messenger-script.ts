import { type MessengerWindow, launchFields, launchHashData } from './messenger-launch';

/** The messenger's own mini-app script (spec §7); the site's CSP allows this one file of its host. */
export const MESSENGER_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';

/** How long sign-in waits for the script before it goes on with the launch hash alone. */
export const MESSENGER_SCRIPT_TIMEOUT_MS = 5000;

/** Adds the script to the page unless it is there already, and resolves when it has run. */
export function addMessengerScript(doc: Document = document, timeoutMs = MESSENGER_SCRIPT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const present = [...doc.scripts].some((script) => script.src === MESSENGER_SCRIPT_URL);
    if (present) {
      resolve();
      return;
    }
    const script = doc.createElement('script');
    const timer = setTimeout(() => reject(new Error(`${MESSENGER_SCRIPT_URL} did not load in ${timeoutMs} ms`)), timeoutMs);
    script.src = MESSENGER_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`Could not load ${MESSENGER_SCRIPT_URL}`));
    };
    doc.head.appendChild(script);
  });
}

export type MessengerLaunch = () => Promise<Record<string, string> | null>;

/**
 * Inside the messenger's mini-app (its launch hash, or its script already on the page), the
 * messenger's script is loaded, once, told the page is ready, and its `initData` read; the launch
 * hash, read before the script loads (a navigation drops it), answers when the script cannot load.
 * A normal visit loads nothing and answers null.
 */
export function createMessengerLaunch(
  view: Window = window,
  load: () => Promise<void> = () => addMessengerScript(view.document),
): MessengerLaunch {
  let launch: Promise<Record<string, string> | null> | null = null;
  const host = view as unknown as MessengerWindow;
  const run = async () => {
    const fromHash = launchHashData(view);
    if (!fromHash && !host.Telegram?.WebApp?.initData) return null;
    if (!host.Telegram?.WebApp) {
      try {
        await load();
      } catch (error) {
        console.warn('[auth] the messenger mini-app script did not load; the launch hash signs in', error);
      }
    }
    const webApp = host.Telegram?.WebApp;
    webApp?.ready?.();
    return launchFields(webApp?.initData || fromHash);
  };
  return () => (launch ??= run());
}

let pageLaunch: MessengerLaunch | null = null;

/** The page's one messenger launch: every caller shares the one script load and its answer. */
export function messengerLaunch(): Promise<Record<string, string> | null> {
  pageLaunch ??= createMessengerLaunch();
  return pageLaunch();
}
