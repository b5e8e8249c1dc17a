/**
 * Marks an element at the top of <body> that stays usable while a dialog makes the rest inert:
 * the toasts, which may report on what the dialog did.
 */
export const KEEP_INTERACTIVE_ATTRIBUTE = 'data-outside-dialog-inert';
