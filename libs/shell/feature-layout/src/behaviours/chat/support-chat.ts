import { useSyncExternalStore } from 'react';

/**
 * The loaded support chat as the rest of the shell sees it: whether one is ready, how to open
 * it, and its unread count. Set by the chat widget hook; read by the support page and the
 * chat button. Plain module state: one chat per page.
 */
export interface SupportChatState {
  /** Opens the provider's window; null while no chat is loaded and ready. */
  open: (() => void) | null;
  unread: number;
}

let state: SupportChatState = { open: null, unread: 0 };
/** Asked to open before the provider was ready (the click that also started loading it). */
let openWhenReady = false;
const listeners = new Set<() => void>();

function publish(next: SupportChatState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSupportChatOpener(open: (() => void) | null): void {
  publish({ open, unread: open ? state.unread : 0 });
  if (open && openWhenReady) {
    openWhenReady = false;
    openSupportChat();
  }
}

export function setSupportChatUnread(unread: number): void {
  if (unread !== state.unread) publish({ ...state, unread: Math.max(0, unread) });
}

export function supportChatState(): SupportChatState {
  return state;
}

export function useSupportChat(): SupportChatState {
  return useSyncExternalStore(subscribe, supportChatState, supportChatState);
}

export function useSupportChatAvailable(): boolean {
  return useSupportChat().open !== null;
}

/** Opens the chat, now or as soon as the configured provider reports ready. */
export function openSupportChat(): void {
  if (!state.open) {
    openWhenReady = true;
    return;
  }
  try {
    state.open();
  } catch (error) {
    console.warn('[shell] chat failed to open', error);
  }
}
