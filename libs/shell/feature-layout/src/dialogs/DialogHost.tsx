import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { KEEP_INTERACTIVE_ATTRIBUTE } from '@nfx/app-runtime';
import { dismissDialog, dismissTopDialog, type OpenDialog, useDialogStack } from '@nfx/dialogs';
import { DialogOverlay, DialogPanel } from '@nfx/ui';
import { ConfirmContent } from './ConfirmContent';
import { DialogContent } from './DialogContent';
import * as styles from './DialogHost.css';

/**
 * While any dialog is open, everything else at the top of <body> (the page, a chat widget,
 * injected code) is `inert`: no pointer, no focus, hidden from screen readers, so a reader's
 * virtual cursor cannot wander out of the modal (WCAG 2.4.3, 4.1.2). A layout effect, so the
 * page is usable again before a closing panel gives focus back to its opener on it.
 */
function useInertOutside(host: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const own = host.current;
    if (!open || !own) return;
    const made = Array.from(document.body.children).filter(
      (element) =>
        element !== own &&
        !element.hasAttribute(KEEP_INTERACTIVE_ATTRIBUTE) &&
        !element.hasAttribute('inert') &&
        !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName),
    );
    for (const element of made) element.setAttribute('inert', '');
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [host, open]);
}

function HostedDialog({ dialog, covered }: { dialog: OpenDialog; covered: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closable = !dialog.preventClose;
  const onRequestClose = () => dismissDialog(dialog.id);
  const name = dialog.title
    ? ({ 'aria-labelledby': titleId } as const)
    : ({
        'aria-label': dialog.ariaLabel ?? t(`shell.dialogs.${dialog.name ?? 'default'}`, { defaultValue: t('shell.dialogs.default') }),
      } as const);

  // A dialog under another is inert too: only the top one is reachable.
  return (
    <div inert={covered} data-dialog-layer="">
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
    </div>
  );
}

/**
 * Draws the @nfx/dialogs stack, bottom first, so the last one covers the rest and owns Esc and
 * the focus trap; the page and the dialogs under it are inert meanwhile. Portalled to <body> so no page container clips or re-stacks it.
 */
export function DialogHost() {
  const stack = useDialogStack();
  const hostRef = useRef<HTMLDivElement>(null);
  useInertOutside(hostRef, stack.length > 0);

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
    <div ref={hostRef} data-dialog-host="">
      {stack.map((dialog, index) => (
        <HostedDialog key={dialog.id} dialog={dialog} covered={index < stack.length - 1} />
      ))}
    </div>,
    document.body,
  );
}
