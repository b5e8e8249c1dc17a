/**
 * The box of a promotion's picture (16:9, as `promotions.css` draws it at full width): the width
 * and height the card and the page give their image, and so the size of the placeholder that
 * stands in when every picture fails (spec §8).
 */
export const PROMOTION_IMAGE_WIDTH = 640;
export const PROMOTION_IMAGE_HEIGHT = 360;
