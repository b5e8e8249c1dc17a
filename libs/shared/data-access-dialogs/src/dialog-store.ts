import { lazy, type ComponentType } from 'react';
import { create } from 'zustand';
import { nextId } from './id';
import type { ConfirmOptions, DialogCloseReason, DialogSource, OpenDialog, OpenDialogOptions } from './types';

interface Callbacks {
  onClose?: (reason: DialogCloseReason) => void;
  onAgree?: () => void;
  onReject?: () => void;
}

export interface DialogState {
  /** Open dialogs, bottom first; the last one is on top and the only one that reacts to Esc. */
  stack: OpenDialog[];
  /** Registered dialog components by name. */
  registry: Record<string, ComponentType<never>>;
}

/**
 * The page-wide dialog store. `@nfx/dialogs` is a Module Federation singleton, so a remote
 * that opens a dialog and the shell that renders it share this one instance.
 */
export const useDialogStore = create<DialogState>(() => ({ stack: [], registry: {} }));

// Callbacks are kept outside the store: they are not state the renderer needs to see.
const callbacks = new Map<string, Callbacks>();

function isLoader(source: DialogSource): source is { load: () => Promise<{ default: ComponentType<never> }> } {
  return typeof source === 'object' && source !== null && 'load' in source && typeof source.load === 'function';
}

/**
 * Makes a dialog openable by name. A `{ load }` source is turned into a lazy component, so its
 * code loads the first time it opens (the renderer shows a skeleton meanwhile). Registering a
 * name again replaces it.
 */
export function registerDialog(name: string, source: DialogSource): () => void {
  const component = isLoader(source) ? (lazy(source.load as Parameters<typeof lazy>[0]) as ComponentType<never>) : source;
  useDialogStore.setState((state) => ({ registry: { ...state.registry, [name]: component } }));
  return () => {
    useDialogStore.setState((state) => {
      if (state.registry[name] !== component) return state;
      const { [name]: _removed, ...rest } = state.registry;
      return { registry: rest };
    });
  };
}

export function isDialogRegistered(name: string): boolean {
  return name in useDialogStore.getState().registry;
}

function toEntry(id: string, options: OpenDialogOptions): OpenDialog {
  const common = {
    id,
    title: options.title,
    ariaLabel: options.ariaLabel,
    preventClose: options.preventClose ?? false,
    hideCloseButton: options.hideCloseButton ?? false,
  };
  if (options.kind === 'confirm') {
    const confirm: ConfirmOptions = options;
    return {
      ...common,
      kind: 'confirm',
      side: 'left',
      content: confirm.content,
      props: {},
      textAgree: confirm.textAgree,
      textReject: confirm.textReject,
    };
  }
  return {
    ...common,
    kind: options.kind ?? 'popup',
    side: options.side ?? 'left',
    name: options.name,
    content: options.content,
    props: options.props ?? {},
  };
}

/**
 * Puts a dialog on top of the stack and returns its id. Opening an id that is already open
 * replaces that entry in place (its props and callbacks), so a repeated "open sign-in" does not
 * stack a second copy.
 */
export function openDialog(options: OpenDialogOptions): string {
  if (options.kind !== 'confirm' && !options.name && options.content === undefined) {
    throw new Error('openDialog needs a registered name or content');
  }
  const id = options.id ?? nextId('dialog');
  const entry = toEntry(id, options);
  callbacks.set(id, {
    onClose: options.onClose,
    onAgree: options.kind === 'confirm' ? options.onAgree : undefined,
    onReject: options.kind === 'confirm' ? options.onReject : undefined,
  });
  useDialogStore.setState((state) => {
    const index = state.stack.findIndex((dialog) => dialog.id === id);
    if (index === -1) return { stack: [...state.stack, entry] };
    const stack = state.stack.slice();
    stack[index] = entry;
    return { stack };
  });
  return id;
}

/** Shorthand for a confirm dialog (spec §2: HTML content, optional reject and agree texts). */
export function openConfirm(options: Omit<ConfirmOptions, 'kind'>): string {
  return openDialog({ ...options, kind: 'confirm' });
}

function remove(id: string, reason: DialogCloseReason): boolean {
  const { stack } = useDialogStore.getState();
  if (!stack.some((dialog) => dialog.id === id)) return false;
  useDialogStore.setState({ stack: stack.filter((dialog) => dialog.id !== id) });
  const entryCallbacks = callbacks.get(id);
  callbacks.delete(id);
  if (reason === 'agree') entryCallbacks?.onAgree?.();
  if (reason === 'reject') entryCallbacks?.onReject?.();
  entryCallbacks?.onClose?.(reason);
  return true;
}

/** Closes a dialog from code, whatever its `preventClose`. Returns whether it was open. */
export function closeDialog(id: string, reason: DialogCloseReason = 'close'): boolean {
  return remove(id, reason);
}

/** Closes the top dialog from code; returns its id, or null when none is open. */
export function closeTopDialog(): string | null {
  const top = topDialog();
  if (!top) return null;
  remove(top.id, 'close');
  return top.id;
}

/**
 * What Esc, an overlay click and the close button call: closes the dialog unless it prevents
 * closing. Returns whether it closed.
 */
export function dismissDialog(id: string): boolean {
  const dialog = useDialogStore.getState().stack.find((entry) => entry.id === id);
  if (!dialog || dialog.preventClose) return false;
  return remove(id, 'dismiss');
}

/** Dismisses the top dialog unless it prevents closing. */
export function dismissTopDialog(): boolean {
  const top = topDialog();
  return top ? dismissDialog(top.id) : false;
}

/** A confirm's agree or reject button: runs its callback and closes it. */
export function answerConfirm(id: string, answer: 'agree' | 'reject'): boolean {
  return remove(id, answer);
}

/** Lets the content change whether its dialog can be closed, e.g. while a payment is pending. */
export function setDialogPreventClose(id: string, preventClose: boolean): void {
  useDialogStore.setState((state) => ({
    stack: state.stack.map((dialog) => (dialog.id === id ? { ...dialog, preventClose } : dialog)),
  }));
}

export function closeAllDialogs(): void {
  for (const dialog of [...useDialogStore.getState().stack].reverse()) remove(dialog.id, 'close');
}

export function topDialog(): OpenDialog | null {
  const { stack } = useDialogStore.getState();
  return stack[stack.length - 1] ?? null;
}

export function isDialogOpen(idOrName: string): boolean {
  return useDialogStore.getState().stack.some((dialog) => dialog.id === idOrName || dialog.name === idOrName);
}

export const selectDialogStack = (state: DialogState) => state.stack;
export const selectDialogRegistry = (state: DialogState) => state.registry;

/** The open dialogs, bottom first. */
export function useDialogStack(): OpenDialog[] {
  return useDialogStore(selectDialogStack);
}

/** True while a dialog with this id or registered name is open. */
export function useIsDialogOpen(idOrName: string): boolean {
  return useDialogStore((state) => state.stack.some((dialog) => dialog.id === idOrName || dialog.name === idOrName));
}

export function useRegisteredDialog(name: string | undefined): ComponentType<never> | undefined {
  return useDialogStore((state) => (name ? state.registry[name] : undefined));
}
