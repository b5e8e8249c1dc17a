import type { LocalesResponse } from './types';

/**
 * `fetchLocales`, its code loaded on demand: pages get the list inline from the site server (boot
 * data), so only a page without it (a remote's standalone dev frame) needs that code.
 */
export function loadLocaleList(fetchImpl?: typeof fetch): Promise<LocalesResponse> {
  return import('./fetch-locales').then((module) => module.fetchLocales(fetchImpl));
}
