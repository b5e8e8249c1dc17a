import type { i18n } from 'i18next';

/**
 * Loads the texts one part of the page ships for a locale (a remote's own files) into the
 * instance; never rejects, so one missing part cannot keep the language from changing.
 */
export type MessageSource = (locale: string) => Promise<void>;

// Kept on the shared i18next instance: the shell and every remote bundle their own copy of this lib.
const SOURCES = Symbol.for('nfx.i18n.messageSources');

type WithSources = i18n & { [SOURCES]?: Set<MessageSource> };

/** Registers a source; `changeLanguage` waits for every registered source before it switches. */
export function addMessageSource(instance: i18n, source: MessageSource): void {
  ((instance as WithSources)[SOURCES] ??= new Set()).add(source);
}

export function messageSources(instance: i18n): MessageSource[] {
  return [...((instance as WithSources)[SOURCES] ?? [])];
}
