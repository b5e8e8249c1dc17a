/**
 * Custom property the shell sets to its header's current height. Fixed-position
 * pieces (toasts, curtains) offset themselves by it so they never hide under the header.
 */
export const HEADER_HEIGHT_PROPERTY = '--header-height';

/** `var()` reference with a zero fallback for pages rendered without the shell (remote standalone mode, tests). */
export const headerHeight = `var(${HEADER_HEIGHT_PROPERTY}, 0px)`;
