import { type FocusEvent, type ReactNode, useState } from 'react';
import { classNames } from '../class-names';
import { CloseButton } from '../close-button/CloseButton';
import * as styles from './Toast.css';
import { useAutoDismiss } from './use-auto-dismiss';

export type ToastTone = NonNullable<styles.ToastVariants['tone']>;

/** §9: default toast time 5000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastProps = {
  title?: ReactNode;
  message: ReactNode;
  tone?: ToastTone;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called by the close button and when the duration elapses; the caller removes the toast. */
  onClose: () => void;
  /** Time on screen; `null` keeps it until closed. Paused while hovered or focused. */
  durationMs?: number | null;
  className?: string;
};

export function Toast({
  title,
  message,
  tone = 'info',
  closeLabel,
  onClose,
  durationMs = DEFAULT_TOAST_DURATION_MS,
  className,
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(durationMs, hovered || focused, onClose);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={classNames(styles.toast({ tone }), className)}
      data-tone={tone}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      <CloseButton label={closeLabel} onClick={onClose} />
    </div>
  );
}
