import { type MouseEvent, type ReactNode, useMemo, useRef } from 'react';
import { classNames } from '../class-names';
import { DialogContext } from './dialog-context';
import { overlay } from './DialogOverlay.css';
import { useBodyScrollLock } from './use-body-scroll-lock';

export type DialogOverlayProps = {
  /** Called on a click on the backdrop, and inherited by the DialogPanel inside for Esc and its close button. */
  onRequestClose?: () => void;
  /** `false` for dialogs the user must answer: backdrop, Esc and close button then do nothing. */
  closable?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * Full-screen backdrop that holds one DialogPanel and locks page scroll while
 * mounted. Rendered in place (no portal) so it also works in server rendering;
 * wrap it in a portal if an ancestor clips or stacks it.
 */
export function DialogOverlay({ onRequestClose, closable = true, children, className }: DialogOverlayProps) {
  useBodyScrollLock(true);
  // A drag that starts inside the panel and ends on the backdrop must not close the dialog.
  const pressedOnBackdrop = useRef(false);
  const behaviour = useMemo(() => ({ onRequestClose, closable }), [onRequestClose, closable]);

  const handleMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && closable) onRequestClose?.();
  };

  return (
    <DialogContext.Provider value={behaviour}>
      <div className={classNames(overlay, className)} onMouseDown={handleMouseDown} onClick={handleClick}>
        {children}
      </div>
    </DialogContext.Provider>
  );
}
