import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAllDialogs, showToast, useDialogStack } from '@nfx/dialogs';

let loadedHost: ComponentType | null = null;

function loadDialogHost(): Promise<ComponentType> {
  return import(/* webpackChunkName: "dialog-host" */ './DialogHost').then((module) => (loadedHost = module.DialogHost));
}

/**
 * The dialog host, its panels and focus handling load with the first dialog a player opens: no
 * page needs them for its first render. When that file cannot be fetched, the dialogs that asked
 * for it are closed and a toast says why; the next click tries again.
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
