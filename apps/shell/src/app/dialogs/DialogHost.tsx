import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dismissDialog, dismissTopDialog, type OpenDialog, useDialogStack } from '@nfx/dialogs';
import { DialogOverlay, DialogPanel } from '@nfx/ui';
import { ConfirmContent } from './ConfirmContent';
import { DialogContent } from './DialogContent';
import * as styles from './DialogHost.css';

function HostedDialog({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closable = !dialog.preventClose;
  const onRequestClose = () => dismissDialog(dialog.id);
  const name = dialog.title
    ? ({ 'aria-labelledby': titleId } as const)
    : ({
        'aria-label': dialog.ariaLabel ?? t(`shell.dialogs.${dialog.name ?? 'default'}`, { defaultValue: t('shell.dialogs.default') }),
      } as const);

  return (
    <DialogOverlay onRequestClose={onRequestClose} closable={closable}>
      <DialogPanel
        {...name}
        kind={dialog.kind === 'curtain' ? 'curtain' : 'popup'}
        side={dialog.side}
        closeLabel={dialog.hideCloseButton ? undefined : t('common.close')}
        id={`dialog-${dialog.id}`}
      >
        {dialog.title ? (
          <h2 id={titleId} className={styles.title}>
            {dialog.title}
          </h2>
        ) : null}
        {dialog.kind === 'confirm' ? <ConfirmContent dialog={dialog} /> : <DialogContent dialog={dialog} />}
      </DialogPanel>
    </DialogOverlay>
  );
}

/**
 * Draws the @nfx/dialogs stack, bottom first, so the last one covers the rest and owns Esc and
 * the focus trap. Portalled to <body> so no page container clips or re-stacks it.
 */
export function DialogHost() {
  const stack = useDialogStack();

  // Esc when focus is outside every panel (e.g. after clicking the page under a curtain):
  // the panels stop propagation of their own Esc, so this only sees the rest.
  useEffect(() => {
    if (stack.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismissTopDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [stack.length]);

  if (stack.length === 0) return null;
  return createPortal(
    <div data-dialog-host="">
      {stack.map((dialog) => (
        <HostedDialog key={dialog.id} dialog={dialog} />
      ))}
    </div>,
    document.body,
  );
}
