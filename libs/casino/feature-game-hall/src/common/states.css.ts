import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

/** Empty and error states sit on the shared panel (state-panel.ts), in muted text. */
export const stateText = style({ color: vars.color.textMuted });

export const emptyTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});
