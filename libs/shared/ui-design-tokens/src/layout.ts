/**
 * Custom property the shell sets to its header's current height. Fixed-position
 * pieces (toasts, curtains) offset themselves by it so they never hide under the header.
 */
export const HEADER_HEIGHT_PROPERTY = '--header-height';

/**
 * The header's designed height in px: one row of 40 px controls. It is the header's minimum and the
 * property's value until the header has been measured. The header must not take its minimum from
 * the published height, or a row it wrapped onto once (a long label while loading, a narrow window
 * before a rotation) would hold it tall for the rest of the visit.
 */
export const HEADER_BASE_HEIGHT = 64;

/** `var()` reference with a zero fallback for pages rendered without the shell (remote standalone mode, tests). */
export const headerHeight = `var(${HEADER_HEIGHT_PROPERTY}, 0px)`;
