import { type ReactNode, type Usable, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { addMessageSource, type MessageSource, type Messages, NAMESPACE } from '@nfx/i18n';

/** A load React's `use` reads synchronously once it has settled (React's convention for a thenable's status). */
type TrackedLoad = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/**
 * One attempt more than needed: when the remote was down as the page loaded, the page's preload
 * of this file failed, and the first fetch is answered from that failed preload.
 */
async function fetchTexts(url: string): Promise<Messages | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Messages;
    } catch {
      // Tried again once, then the fallback locales.
    }
  }
  return null;
}

function fallbackLocales(instance: i18n): string[] {
  const fallback = instance.options.fallbackLng;
  return Array.isArray(fallback) ? fallback.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * A remote's texts: its build puts every namespace it owns into `i18n/<locale>.json` in its own
 * folder (tools/webpack/remote-publication.ts). The returned component loads the current locale's
 * file before its children render (suspending meanwhile) and registers the remote with the
 * shell's language switch, which then waits for the new locale's file too. A locale the remote
 * does not ship (or that cannot be loaded) falls back to the site's fallback locales. The CMS's edits stay on top: the
 * shell's messages carry them, and a remote's texts never overwrite a loaded key.
 *
 * `folder` is the remote's public path (`__webpack_public_path__`), so the files come from the
 * build the registry named, wherever it was deployed.
 */
export function createRemoteTexts(folder: string) {
  const loads = new Map<string, TrackedLoad>();
  const sources = new WeakMap<i18n, MessageSource>();

  const load = (instance: i18n, locale: string): TrackedLoad => {
    let pending = loads.get(locale);
    if (pending) return pending;
    // Settled either way and kept: a page that re-renders must not fetch a missing file again and again.
    pending = (async () => {
      for (const code of [locale, ...fallbackLocales(instance).filter((candidate) => candidate !== locale)]) {
        const texts = await fetchTexts(`${folder}i18n/${encodeURIComponent(code)}.json`);
        if (!texts) continue;
        instance.addResourceBundle(code, NAMESPACE, texts, true, false);
        return;
      }
    })() as TrackedLoad;
    const tracked = pending;
    void tracked.then(() => {
      tracked.status = 'fulfilled';
      tracked.value = undefined;
    });
    loads.set(locale, tracked);
    return tracked;
  };

  return function RemoteTexts({ children }: { children: ReactNode }) {
    const { i18n: instance } = useTranslation();
    if (!sources.has(instance)) {
      const source: MessageSource = (locale) => load(instance, locale);
      sources.set(instance, source);
      addMessageSource(instance, source);
    }
    use(load(instance, instance.language) as Usable<void>);
    return children;
  };
}
