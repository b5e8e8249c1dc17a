import { style } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[4],
  padding: `${vars.space[16]} ${vars.space[4]}`,
  maxWidth: '40rem',
  margin: '0 auto',
});

export const title = style({ fontSize: vars.font.size.xxl, margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
