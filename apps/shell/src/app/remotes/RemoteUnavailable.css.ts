import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[6],
  margin: `${vars.space[6]} 0`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const description = style({ margin: 0, color: vars.color.textMuted });
