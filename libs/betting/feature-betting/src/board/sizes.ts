import { breakpointSteps, mediaUp } from '@nfx/design-tokens';

// Sizes the board's styles and its loading placeholders share, so a placeholder is exactly as tall
// as what replaces it. Text lines are line boxes at the body's line height (1.5).

/** A price button's minimum height; its name and price stay within it. */
export const PRICE_MIN_HEIGHT = '2.75rem';
/** One line of 16 px text (an event's title). */
export const TITLE_LINE = '1.5rem';
/** One line of 14 px text (meta lines, market titles, a sport's counts). */
export const SMALL_LINE = '1.3125rem';
/** From this width the board lays its event cards out two abreast: the `events` grid and the virtualized list's row count follow it. */
export const TWO_COLUMNS_MEDIA = mediaUp(breakpointSteps[1]);
