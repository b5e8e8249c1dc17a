import { type ReactNode, type Usable, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { addMessageSource, type Messages, NAMESPACE } from '@nfx/i18n';

/** A load React's `use` reads synchronously once it has settled (React's convention for a thenable's status). */
type TrackedLoad = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/**
 * One attempt more than needed: when the remote was down as the page loaded, the page's preload
 * of this file failed, and the first fetch is answered from that failed preload.
 */
async function fetchTexts(url: string): Promise<Messages | null> {
  const attempt = () =>
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Messages>) : null))
      .catch(() => null);
  return (await attempt()) ?? attempt();
}

/**
 * A remote's texts: its build puts every namespace it owns into `i18n/<locale>.json` in its own
 * folder (tools/webpack/remote-publication.ts). The returned component loads the current locale's
 * file before its children render (suspending meanwhile) and registers the remote with the
 * shell's language switch, which then waits for the new locale's file too. A locale the remote
 * does not ship (or that cannot be loaded) falls back to the site's fallback locales. The CMS's
 * edits stay on top: the shell's messages carry them, and a remote's texts never overwrite a
 * loaded key.
 *
 * `folder` is the remote's public path (`__webpack_public_path__`), so the files come from the
 * build the registry named, wherever it was deployed.
 */
export function createRemoteTexts(folder: string) {
  const loads = new Map<string, TrackedLoad>();
  let registered = false;

  // Settled either way and kept: a page that re-renders must not fetch a missing file again and again.
  const load = (instance: i18n, locale: string): TrackedLoad => {
    let pending = loads.get(locale);
    if (!pending) {
      const tracked: TrackedLoad = (async () => {
        // i18next's fallback chain, as createI18n sets it: the site's default locale, then English.
        for (const code of [locale, ...[instance.options.fallbackLng].flat()] as string[]) {
          const texts = await fetchTexts(`${folder}i18n/${code}.json`);
          if (texts) return void instance.addResourceBundle(code, NAMESPACE, texts, true, false);
        }
      })();
      void tracked.then(() => Object.assign(tracked, { status: 'fulfilled', value: undefined }));
      loads.set(locale, (pending = tracked));
    }
    return pending;
  };

  return function RemoteTexts({ children }: { children: ReactNode }) {
    const { i18n: instance } = useTranslation();
    // One i18next instance per page, shared by the shell and every remote.
    if (!registered) {
      registered = true;
      addMessageSource(instance, (locale) => load(instance, locale));
    }
    use(load(instance, instance.language) as Usable<void>);
    return children;
  };
}
