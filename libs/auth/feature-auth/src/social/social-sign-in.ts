import { SOCIAL_BACK_URL_KEY, writeStored } from '../flow/stored-choices';

export const SOCIAL_POPUP_WIDTH = 640;
export const SOCIAL_POPUP_HEIGHT = 480;

/** What /oauth/complete.js posts to the opener (see the platform API's oauth pages). */
export interface SocialResult {
  type: 'nfx:oauth';
  status: 'ok' | 'cancel' | 'error';
  type_auth?: string;
  is_registration_completed?: boolean;
  message?: string;
}

/** `/oauth/init` with service, redirect_url (the current address) and type_auth (§7). */
export function socialInitUrl(service: string, typeAuth: string, currentUrl: string): string {
  const query = new URLSearchParams({ service, redirect_url: currentUrl, type_auth: typeAuth });
  return `/oauth/init?${query.toString()}`;
}

/**
 * Opens the provider in a centred 640×480 popup (§7). `backUrl` from the query is kept under
 * its storage key first, because the round trip may end in a full page load.
 */
export function openSocialPopup(service: string, typeAuth: string, view: Window = window): Window | null {
  const backUrl = new URLSearchParams(view.location.search).get('backUrl');
  if (backUrl) writeStored(SOCIAL_BACK_URL_KEY, backUrl);
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - SOCIAL_POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
  return view.open(socialInitUrl(service, typeAuth, view.location.href), 'nfx-social-sign-in', features);
}

function isSocialResult(data: unknown): data is SocialResult {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'nfx:oauth' &&
    ['ok', 'cancel', 'error'].includes(String((data as { status?: unknown }).status))
  );
}

/** Listens for the popup's result; messages from any other origin are ignored. Returns the unsubscribe. */
export function listenForSocialResult(onResult: (result: SocialResult) => void, view: Window = window): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== view.location.origin || !isSocialResult(event.data)) return;
    onResult(event.data);
  };
  view.addEventListener('message', listener);
  return () => view.removeEventListener('message', listener);
}
