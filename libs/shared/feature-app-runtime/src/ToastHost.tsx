import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dismissToast, type ToastEntry, useToasts } from '@nfx/dialogs';
import { Toast, ToastViewport } from '@nfx/ui';
import { KEEP_INTERACTIVE_ATTRIBUTE } from './keep-interactive';

function HostedToast({ toast }: { toast: ToastEntry }) {
  const { t } = useTranslation();
  const { id, onOpened, component: Component } = toast;
  const dismiss = () => dismissToast(id);

  const onOpenedRef = useRef(onOpened);
  // Once per toast id: a replaced toast is the same notification updated, not a new one.
  useEffect(() => onOpenedRef.current?.(), [id]);

  if (Component) return <Component toastId={id} dismiss={dismiss} />;
  return (
    <Toast
      title={toast.title}
      message={toast.message ?? ''}
      tone={toast.tone}
      durationMs={toast.durationMs}
      closeLabel={t('common.close')}
      onClose={dismiss}
    />
  );
}

/**
 * Toasts of @nfx/dialogs, in a live region below the header (the viewport offsets itself by its
 * height). Portalled beside the page, so an open dialog's inert page does not silence them.
 * Shared by the shell and every remote's standalone dev frame, so a remote's toasts (loyalty's
 * notifications) show the same way in both.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return createPortal(
    <div {...{ [KEEP_INTERACTIVE_ATTRIBUTE]: '' }}>
      <ToastViewport label={t('shell.notifications')}>
        {toasts.map((toast) => (
          <HostedToast key={toast.id} toast={toast} />
        ))}
      </ToastViewport>
    </div>,
    document.body,
  );
}
