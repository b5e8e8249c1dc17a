import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const adults = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });
