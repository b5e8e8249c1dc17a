import { type ReactNode } from 'react';
import { classNames } from '../class-names';
import { viewport } from './Toast.css';

export type ToastViewportProps = {
  /** Landmark name, e.g. "Notifications". */
  label: string;
  children?: ReactNode;
  className?: string;
};

/** Fixed stack for toasts; one polite live region so each new toast is read once without interrupting. */
export function ToastViewport({ label, children, className }: ToastViewportProps) {
  return (
    <div role="region" aria-label={label} aria-live="polite" aria-relevant="additions" className={classNames(viewport, className)}>
      {children}
    </div>
  );
}
