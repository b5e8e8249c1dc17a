import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});
