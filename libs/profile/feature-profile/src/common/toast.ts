import { showToast } from '@nfx/dialogs';

/** A short success notice in the shell's toast region; one id per action so a repeat replaces it. */
export function toastSuccess(id: string, message: string): void {
  showToast({ id: `profile-${id}`, message, tone: 'success' });
}
