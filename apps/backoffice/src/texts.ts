import type { i18n } from 'i18next';
import { FALLBACK_LOCALE, NAMESPACE } from '@nfx/i18n';

const loaded = new WeakMap<i18n, Set<string>>();

/**
 * The back office's own texts (`src/i18n/<locale>/backoffice.json`, under the `backoffice.` keys),
 * one chunk per locale, added to the instance that already holds the site's shared messages
 * (`validation.*` for the forms' rules). A locale without a file falls back to English.
 */
export async function loadBackofficeTexts(instance: i18n, locale: string): Promise<void> {
  const done = loaded.get(instance) ?? new Set<string>();
  loaded.set(instance, done);
  if (done.has(locale)) return;
  let texts: { default: unknown };
  try {
    texts = (await import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${locale}/backoffice.json`)) as { default: unknown };
  } catch (error) {
    if (locale === FALLBACK_LOCALE) throw error;
    return;
  }
  instance.addResourceBundle(locale, NAMESPACE, { backoffice: texts.default }, true, true);
  done.add(locale);
}
