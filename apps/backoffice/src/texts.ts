import type { i18n } from 'i18next';
import { FALLBACK_LOCALE, NAMESPACE } from '@nfx/i18n';

/**
 * The back office's text files (`src/i18n/<locale>/<file>.json`), each under its file's name as
 * the first part of its keys (`backoffice.nav.staff`, `backoffice-refunds.title`), as the unit
 * tests' renderer reads them. A section owns its own file, so sections grow without touching
 * each other's texts.
 */
export const BACKOFFICE_TEXT_FILES = [
  'backoffice',
  'backoffice-refunds',
  'backoffice-requisites',
  'backoffice-players',
  'backoffice-settings',
  'backoffice-content',
  'backoffice-content-texts',
  'backoffice-marketing',
  'backoffice-player-marketing',
  'backoffice-reports',
  'backoffice-kyc',
  'backoffice-feedback',
  'backoffice-password',
] as const;

const loaded = new WeakMap<i18n, Set<string>>();

async function loadFile(locale: string, file: string): Promise<Record<string, unknown>> {
  const texts = (await import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${locale}/${file}.json`)) as { default: unknown };
  return { [file]: texts.default };
}

/**
 * Adds a locale's back-office texts to the instance that already holds the site's shared
 * messages (`validation.*` for the forms' rules). A locale without its files falls back to English.
 */
export async function loadBackofficeTexts(instance: i18n, locale: string): Promise<void> {
  const done = loaded.get(instance) ?? new Set<string>();
  loaded.set(instance, done);
  if (done.has(locale)) return;
  let files: Record<string, unknown>[];
  try {
    files = await Promise.all(BACKOFFICE_TEXT_FILES.map((file) => loadFile(locale, file)));
  } catch (error) {
    if (locale === FALLBACK_LOCALE) throw error;
    return;
  }
  instance.addResourceBundle(locale, NAMESPACE, Object.assign({}, ...files), true, true);
  done.add(locale);
}
