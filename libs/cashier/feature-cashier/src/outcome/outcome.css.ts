import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@nfx/design-tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  textAlign: 'center',
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textInverse,
});

export const icon = styleVariants({
  success: [iconBase, { background: vars.color.success }],
  fail: [iconBase, { background: vars.color.danger }],
  cancel: [iconBase, { background: vars.color.warning }],
  info: [iconBase, { background: vars.color.accent }],
});
