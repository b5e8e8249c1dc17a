import { CLIENT_HEADER } from './constants';
import type { Messages } from './types';

export function messagesUrl(locale: string): string {
  return `/nfx/i18n/messages/${encodeURIComponent(locale)}`;
}

/** Spec §7: an empty object on failure, so the page still renders with fallback texts. */
export async function fetchMessages(locale: string, fetchImpl?: typeof fetch): Promise<Messages> {
  const doFetch = fetchImpl ?? globalThis.fetch;
  try {
    const response = await doFetch(messagesUrl(locale), { headers: { Accept: 'application/json', ...CLIENT_HEADER } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('messages are not an object');
    return body as Messages;
  } catch (error) {
    console.error(`i18n: could not load messages for "${locale}"`, error);
    return {};
  }
}
