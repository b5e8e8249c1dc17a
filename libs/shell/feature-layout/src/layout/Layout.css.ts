import { globalStyle, style } from '@vanilla-extract/css';
import { HEADER_BASE_HEIGHT, HEADER_HEIGHT_PROPERTY, media, vars } from '@nfx/design-tokens';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: '-100px',
  padding: vars.space[2],
  background: vars.color.accent,
  color: vars.color.accentText,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space[2] } },
});

export const main = style({
  flex: 1,
  // At least a screen tall: the footer starts below the fold, so pages that grow as their data
  // arrives do not push a visible footer down (layout shift).
  minHeight: `calc(100vh - var(${HEADER_HEIGHT_PROPERTY}))`,
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space[4]} ${vars.space[3]}`,
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { padding: `${vars.space[6]} ${vars.space[6]}` } },
});

// The measured height replaces this default once the header is on screen (use-header-height).
globalStyle(':root', { vars: { [HEADER_HEIGHT_PROPERTY]: `${HEADER_BASE_HEIGHT}px` } });
globalStyle('html', { scrollPaddingTop: `var(${HEADER_HEIGHT_PROPERTY})` });

// Spec §2: smooth scrolling, except for players who asked the system for less motion.
globalStyle('html', {
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
