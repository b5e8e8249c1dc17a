/** Toasts sit above dialogs so a failure raised from inside a dialog stays visible. */
export const zIndex = {
  base: 0,
  header: 100,
  dialog: 1000,
  toast: 1100,
} as const;
