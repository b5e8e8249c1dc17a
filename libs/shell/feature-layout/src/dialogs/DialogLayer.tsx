import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAllDialogs, showToast, useDialogStack } from '@nfx/dialogs';

let loadedHost: ComponentType | null = null;

/**
 * In the start-up script, evaluated with the first dialog ("eager" makes no request): on `/` a first
 * visitor's welcome popup opens at once, and as a script of its own the host cost that visitor a
 * response's headers and a compression window more than its code (−1.1 KB brotli of the first
 * load, docs/scaling.md). A returning visitor who opens no dialog fetches its 1.6 KB once per release.
 */
function loadDialogHost(): Promise<ComponentType> {
  return import(/* webpackMode: "eager" */ './DialogHost').then((module) => (loadedHost = module.DialogHost));
}

/**
 * The dialog host, its panels and focus handling run with the first dialog a player opens: no
 * page needs them for its first render. When they cannot be loaded, the dialogs that asked for
 * them are closed and a toast says why; the next click tries again.
 */
export function DialogLayer({ loadHost = loadDialogHost }: { loadHost?: () => Promise<ComponentType> }) {
  const { t } = useTranslation();
  const open = useDialogStack().length > 0;
  const [Host, setHost] = useState<ComponentType | null>(() => (loadHost === loadDialogHost ? loadedHost : null));

  useEffect(() => {
    if (!open || Host) return;
    let cancelled = false;
    loadHost().then(
      (component) => {
        if (!cancelled) setHost(() => component);
      },
      (error: unknown) => {
        console.error('[shell] the dialog host failed to load', error);
        if (cancelled) return;
        closeAllDialogs();
        showToast({ id: 'dialog-host-failed', tone: 'danger', message: t('errors.network') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, Host, loadHost, t]);

  return Host ? <Host /> : null;
}
