import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_POPUP_FALLBACK, selectPopupFallback, useCmsConfig } from '@nfx/cms-config';
import { closeDialog } from '@nfx/dialogs';
import { Button } from '@nfx/ui';
import { useRemoteRetry } from './remote-retry-context';
import * as styles from './RemoteUnavailable.css';

/**
 * A popup whose content could not load, as the CMS's `settings.popupFallbacks` says: its message
 * (the configured texts, or the default ones when a key has no text) with a retry, or, with mode
 * `close`, the popup simply goes away, so a broken promotion never leaves an empty box on screen.
 */
export function PopupFallback({ remote, dialogId }: { remote: string; dialogId: string }) {
  const { t, i18n } = useTranslation();
  const retry = useRemoteRetry();
  const fallback = useCmsConfig(selectPopupFallback).data ?? DEFAULT_POPUP_FALLBACK;
  const closing = fallback.mode === 'close';

  useEffect(() => {
    if (closing) closeDialog(dialogId);
  }, [closing, dialogId]);
  if (closing) return null;

  const text = (key: string, defaultKey: string) => t(i18n.exists(key) ? key : defaultKey);
  return (
    <section className={styles.spacing} role="alert" data-popup-fallback={remote}>
      <h2 className={styles.title}>{text(fallback.titleKey, DEFAULT_POPUP_FALLBACK.titleKey)}</h2>
      <p className={styles.description}>{text(fallback.descriptionKey, DEFAULT_POPUP_FALLBACK.descriptionKey)}</p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {text(fallback.retryKey, DEFAULT_POPUP_FALLBACK.retryKey)}
        </Button>
      )}
    </section>
  );
}
