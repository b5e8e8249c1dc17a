import type { ComponentType, ReactNode } from 'react';

/** Spec §2: the three dialog kinds. */
export type DialogKind = 'popup' | 'confirm' | 'curtain';

export type CurtainSide = 'left' | 'right';

/**
 * Why a dialog went away: `dismiss` is the user (Esc, overlay, close button), `close` is code,
 * `agree` and `reject` are a confirm's buttons.
 */
export type DialogCloseReason = 'dismiss' | 'close' | 'agree' | 'reject';

/** What every registered dialog component receives on top of the props it was opened with. */
export interface DialogContentProps {
  dialogId: string;
  /** Whether the player may close it; a content with its own close control should hide it then. */
  preventClose: boolean;
  /** Closes this dialog from inside (e.g. after a successful form); not blocked by `preventClose`. */
  closeDialog: () => void;
}

/** A registered dialog: a component, or a loader so its code is fetched only when first opened. */
export type DialogLoader = () => Promise<{ default: ComponentType<never> }>;
export type DialogSource = ComponentType<never> | { load: DialogLoader };

interface CommonOptions {
  /** Stable id, e.g. to close it later or avoid opening the same dialog twice; generated when absent. */
  id?: string;
  /** Visible title, also the dialog's accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Esc, overlay click and the close button do nothing; only code (or the content) closes it. */
  preventClose?: boolean;
  /** Hides the close button while Esc and the overlay still close it. */
  hideCloseButton?: boolean;
  onClose?: (reason: DialogCloseReason) => void;
}

export interface PopupOptions extends CommonOptions {
  kind?: 'popup' | 'curtain';
  /** Edge a curtain slides from; left by default. */
  side?: CurtainSide;
  /** A dialog registered with registerDialog… */
  name?: string;
  /** …or content given directly. */
  content?: ReactNode;
  props?: Record<string, unknown>;
}

export interface ConfirmOptions extends CommonOptions {
  kind: 'confirm';
  /** HTML; the renderer sanitises it before inserting it. */
  content: string;
  textAgree?: string;
  textReject?: string;
  onAgree?: () => void;
  onReject?: () => void;
}

export type OpenDialogOptions = PopupOptions | ConfirmOptions;

/** One entry of the open stack, as the renderer reads it. */
export interface OpenDialog {
  id: string;
  kind: DialogKind;
  side: CurtainSide;
  name?: string;
  content?: ReactNode;
  props: Record<string, unknown>;
  title?: string;
  ariaLabel?: string;
  preventClose: boolean;
  hideCloseButton: boolean;
  textAgree?: string;
  textReject?: string;
}

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  id?: string;
  title?: ReactNode;
  message?: ReactNode;
  /** A component to render instead of title and message (e.g. a loyalty notification card). */
  component?: ComponentType<{ toastId: string; dismiss: () => void }>;
  tone?: ToastTone;
  /** Time on screen; default 5000 ms (spec §9), `null` keeps it until closed. */
  durationMs?: number | null;
  /** Called once the toast is on screen, e.g. to play a sound. */
  onOpened?: () => void;
}

export interface ToastEntry extends Omit<ToastOptions, 'id'> {
  id: string;
}
