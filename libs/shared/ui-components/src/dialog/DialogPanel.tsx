import { type KeyboardEvent, type ReactNode, type RefObject, useRef } from 'react';
import { classNames } from '../class-names';
import { CloseButton } from '../close-button/CloseButton';
import { useDialogBehaviour } from './dialog-context';
import * as styles from './DialogPanel.css';
import { useDialogFocus } from './use-dialog-focus';

/** A dialog needs a name: point at its visible title, or give one directly. */
type DialogName = { 'aria-labelledby': string; 'aria-label'?: undefined } | { 'aria-label': string; 'aria-labelledby'?: undefined };

export type DialogKind = 'popup' | 'curtain';

export type DialogPanelProps = DialogName & {
  /** `popup` is centred; `curtain` is a full-height side panel. */
  kind?: DialogKind;
  /** Edge a curtain slides from; ignored for popups. */
  side?: 'left' | 'right';
  /** Accessible name of the close button; without it no close button is drawn. */
  closeLabel?: string;
  /** Defaults to the enclosing DialogOverlay's. */
  onRequestClose?: () => void;
  /** Defaults to the enclosing DialogOverlay's. */
  closable?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  id?: string;
  className?: string;
  children: ReactNode;
};

export function DialogPanel({
  kind = 'popup',
  side = 'left',
  closeLabel,
  onRequestClose,
  closable,
  initialFocusRef,
  id,
  className,
  children,
  ...name
}: DialogPanelProps) {
  const inherited = useDialogBehaviour();
  const requestClose = onRequestClose ?? inherited.onRequestClose;
  const isClosable = closable ?? inherited.closable;
  const panelRef = useRef<HTMLDivElement>(null);
  const handleTab = useDialogFocus(panelRef, initialFocusRef);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog reacts, so one Esc closes one layer of a stack.
      event.stopPropagation();
      if (isClosable) requestClose?.();
      return;
    }
    handleTab(event);
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={name['aria-labelledby']}
      aria-label={name['aria-label']}
      tabIndex={-1}
      className={classNames(styles.panel({ kind, side }), className)}
      onKeyDown={handleKeyDown}
    >
      {children}
      {/* Last in DOM order so opening focuses the content's first control, yet drawn top-right. */}
      {isClosable && closeLabel && requestClose ? (
        <span className={styles.closeSlot}>
          <CloseButton label={closeLabel} onClick={requestClose} />
        </span>
      ) : null}
    </div>
  );
}
