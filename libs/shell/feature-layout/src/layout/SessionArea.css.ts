import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';
import { headerSteps } from './Header.css';

/**
 * The visitor's buttons on phones: less padding. `header &` outranks the button's own padding
 * whatever order the two style sheets load in.
 */
export const visitorButton = style({
  '@media': { [headerSteps.compact]: { selectors: { 'header &': { paddingInline: vars.space[2] } } } },
});

/** On the narrowest phones sign-in is a square icon button, like search beside it. */
export const signInButton = style({
  '@media': {
    [headerSteps.iconSignIn]: { selectors: { 'header &': { width: 40, minHeight: 40, paddingInline: 0 } } },
    [headerSteps.tight]: { selectors: { 'header &': { width: 36, minHeight: 36 } } },
  },
});

export const signInIcon = style({
  display: 'none',
  '@media': { [headerSteps.iconSignIn]: { display: 'block' } },
});

/** Out of sight with the icon, yet still the button's accessible name (WCAG 2.5.3, label in name). */
export const signInLabel = style({
  '@media': {
    [headerSteps.iconSignIn]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Lays out the hidden buttons as the visitor's side does, so it takes exactly their room. */
export const placeholder = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  visibility: 'hidden',
  '@media': { [headerSteps.tight]: { gap: vars.space[1] } },
});

/** The shimmer shows over the reserved room while the buttons under it stay invisible. */
export const placeholderSkeleton = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  visibility: 'visible',
});
