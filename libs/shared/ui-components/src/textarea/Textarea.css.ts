import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** The field control's look, grown to several lines; the player may make it taller, not wider. */
export const textarea = style({
  minHeight: '8rem',
  paddingTop: vars.space[2],
  paddingBottom: vars.space[2],
  resize: 'vertical',
  lineHeight: 1.5,
});
