import { openDialog } from './dialog-store';
import type { OpenDialogOptions } from './types';

const queue: OpenDialogOptions[] = [];

/**
 * Remembers a popup to show after registration (spec §4: email confirm, unseen cashback,
 * campaign). A queued popup with an id already in the queue replaces it instead of repeating.
 */
export function queueFollowUpPopup(options: OpenDialogOptions): void {
  const index = options.id ? queue.findIndex((queued) => queued.id === options.id) : -1;
  if (index === -1) queue.push(options);
  else queue[index] = options;
}

export function pendingFollowUpPopups(): number {
  return queue.length;
}

export function clearFollowUpPopups(): void {
  queue.length = 0;
}

/**
 * Shows the queued popups one after another: the next opens when the previous closes, so the
 * player answers them in order instead of facing a pile. Returns how many were taken.
 */
export function runFollowUpPopups(): number {
  const taken = queue.splice(0, queue.length);
  const openAt = (index: number): void => {
    const options = taken[index];
    if (!options) return;
    const ownOnClose = options.onClose;
    openDialog({
      ...options,
      onClose: (reason) => {
        ownOnClose?.(reason);
        openAt(index + 1);
      },
    } as OpenDialogOptions);
  };
  openAt(0);
  return taken.length;
}
