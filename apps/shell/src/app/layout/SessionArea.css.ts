import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** Lays out the hidden buttons as the visitor's side does, so it takes exactly their room. */
export const placeholder = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  visibility: 'hidden',
});

/** The shimmer shows over the reserved room while the buttons under it stay invisible. */
export const placeholderSkeleton = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  visibility: 'visible',
});
