import { globalStyle } from '@vanilla-extract/css';
import { media } from '../breakpoints';
import { vars } from '../theme-contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minWidth: 320,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  background: vars.color.surface,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its line breaks rather than pushing the page sideways on a phone: German
  // page titles such as "Verantwortungsvolles Spielen" are wider than a 320 px screen's column.
  overflowWrap: 'break-word',
});

/** Form controls do not inherit fonts by default, which breaks the system stack in forms. */
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

/** Only keyboard focus draws the ring; components may refine it but never remove it. */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

/** Near-zero rather than zero so `animationend`/`transitionend` listeners still fire. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
